/**
 * @wl/ui/contrast, an entry of its own (loaded only with the pages that paint a server colour): readable text on a
 * colour the server chooses (a help section's `bgColor`, a banner's background). WCAG 2.x relative luminance and
 * contrast ratio, and the text colour that reaches the AA ratio on a given background.
 */

/** An sRGB colour, channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG AA contrast for body text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** The text colours the site prefers on a server colour: its own dark ink and white. */
export const TEXT_ON_LIGHT = '#161b26';
export const TEXT_ON_DARK = '#ffffff';

const NAMED: Record<string, Rgba> = {
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** One `rgb()` channel: a number 0-255 or a percentage. */
function channel(text: string): number {
  const value = parseFloat(text);
  return clamp(text.endsWith('%') ? (value / 100) * 255 : value, 255);
}

/** An alpha: a number 0-1 or a percentage. */
function alpha(text: string | undefined): number {
  if (text === undefined) return 1;
  const value = parseFloat(text);
  return clamp(text.endsWith('%') ? value / 100 : value, 1);
}

/**
 * Parses the colour forms a server or a CMS colour picker sends: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
 * `rgb()`/`rgba()` (comma or space syntax, numbers or percentages) and `white`, `black`, `transparent`. Anything
 * else (other names, `hsl()`, a typo) gives null: the caller keeps its own colours.
 */
export function parseColor(value: string | null | undefined): Rgba | null {
  const text = value?.trim().toLowerCase();
  if (!text) return null;
  const named = NAMED[text];
  if (named) return { ...named };
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(text)?.[1];
  if (!fn) return null;
  const number = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)%?`;
  const parts = new RegExp(
    String.raw`^(${number})\s*[,\s]\s*(${number})\s*[,\s]\s*(${number})(?:\s*[,/]\s*(${number}))?$`,
  ).exec(fn.trim());
  if (!parts) return null;
  return { r: channel(parts[1]!), g: channel(parts[2]!), b: channel(parts[3]!), a: alpha(parts[4]) };
}

/** `color` painted over `under` (an opaque backdrop): what the eye sees of a translucent colour. */
export function composite(color: Rgba, under: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * color.a + bottom * (1 - color.a);
  return { r: mix(color.r, under.r), g: mix(color.g, under.g), b: mix(color.b, under.b), a: 1 };
}

/** WCAG relative luminance (0 black to 1 white) of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** What {@link readableColors} decides for a server background. */
export interface ReadableColors {
  /** The background as the server sent it. */
  background: string;
  /** The text colour (links and headings take it too). */
  color: string;
  /** Its contrast with the background, at least {@link AA_TEXT_CONTRAST}. */
  contrast: number;
  /** Which way the background goes: `light` takes dark text. */
  scheme: 'light' | 'dark';
}

/**
 * The text colour for a background the server chose: the site's dark ink or white, whichever contrasts more, and
 * pure black or white when neither reaches {@link AA_TEXT_CONTRAST} (one of those always does, at least 4.58:1). A
 * translucent background is judged over `under` (the page's surface, opaque). Null when the colour cannot be read:
 * then the caller shows its own theme and ignores the server colour.
 */
export function readableColors(
  background: string | null | undefined,
  under = '#171e2e',
): ReadableColors | null {
  const parsed = parseColor(background);
  const backdrop = parseColor(under);
  if (!parsed || !backdrop) return null;
  const seen = composite(parsed, { ...backdrop, a: 1 });
  const pick = (dark: string, light: string) => {
    const onDark = contrastRatio(seen, parseColor(light)!);
    const onLight = contrastRatio(seen, parseColor(dark)!);
    return onLight >= onDark
      ? { color: dark, contrast: onLight, scheme: 'light' as const }
      : { color: light, contrast: onDark, scheme: 'dark' as const };
  };
  const preferred = pick(TEXT_ON_LIGHT, TEXT_ON_DARK);
  const chosen = preferred.contrast >= AA_TEXT_CONTRAST ? preferred : pick('#000000', '#ffffff');
  return { background: background!.trim(), ...chosen };
}
