import { createElement, type ReactElement, type SVGProps } from 'react';

/** A Lucide drawing: its SVG elements as `[tag, attributes]` pairs (the `lucide` package's icon export). */
export type IconNode = readonly (readonly [
  tag: string,
  attrs: Record<string, string | number | undefined>,
])[];

/** Props of an icon of {@link createIcon}: any SVG attribute, plus a size and an optional accessible name. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height: a number of CSS px or a CSS length. Default `1em`, so a glyph's replacement keeps its size. */
  size?: number | string;
  /**
   * The accessible name when the icon is the only content of a control or stands alone (`role="img"`). Leave it out
   * where a text says the same (or the control has its own `aria-label`): the icon is then `aria-hidden`.
   */
  label?: string;
}

/** An icon component: an inline SVG drawn with `currentColor`, so it takes the text colour of where it is. */
export type Icon = (props: IconProps) => ReactElement;

/**
 * Makes an icon component of a Lucide drawing, with Lucide's own SVG attributes (24×24 view box, 2 px round stroke).
 * A renderer of our own (about 340 B gzip) rather than lucide-react's (about 1.4 KB gzip for its context, attribute
 * builder and per-icon factory). It is part of the shared @wl/ui; the drawings are bundled per app (`@wl/ui/icons`).
 * @param name kebab-case name, written as the class `wl-icon--<name>` (tests and styles can find an icon by it)
 * @param node the drawing, e.g. `X` of `lucide`
 */
export function createIcon(name: string, node: IconNode): Icon {
  function LucideIcon({ size = '1em', label, className, ...rest }: IconProps): ReactElement {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        focusable: 'false',
        className: `wl-icon wl-icon--${name}${className ? ` ${className}` : ''}`,
        ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }),
        ...rest,
      },
      node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })),
    );
  }
  LucideIcon.displayName = `Icon(${name})`;
  return LucideIcon;
}
