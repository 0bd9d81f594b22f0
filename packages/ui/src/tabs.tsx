import type { ReactNode } from 'react';

/** One tab of {@link Tabs}. */
export interface TabItem<Key extends string | number> {
  key: Key;
  label: ReactNode;
}

/**
 * A row of pill tabs (`role="tablist"`) that scrolls sideways when it does not fit, or wraps onto more lines with
 * `wrap` (a dialog's few tabs: all of them in sight, none cut at the edge); the selected tab is `aria-selected`.
 * Selecting only reports the key: the caller's store keeps the selection.
 */
export function Tabs<Key extends string | number>({
  tabs,
  selected,
  onSelect,
  label,
  className,
  wrap = false,
}: {
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Extra classes (the area's own hook). */
  className?: string;
  /** Wrap onto more lines instead of scrolling sideways. */
  wrap?: boolean;
}) {
  const classes = ['wl-tabs', wrap && 'wl-tabs--wrap', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          type="button"
          role="tab"
          key={tab.key}
          aria-selected={selected === tab.key}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** A small chevron pointing down, or up when `up` (an open section); decorative, so hidden from assistive tech. */
export function Chevron({ up = false }: { up?: boolean }) {
  return <span className={up ? 'wl-chevron is-up' : 'wl-chevron'} aria-hidden="true" />;
}
