import type { ReactNode } from 'react';

/** One tab of {@link Tabs}. */
export interface TabItem<Key extends string | number> {
  key: Key;
  label: ReactNode;
}

/**
 * A row of pill tabs (`role="tablist"`) that scrolls sideways when it does not fit; the selected tab is
 * `aria-selected`. Selecting only reports the key: the caller's store keeps the selection.
 */
export function Tabs<Key extends string | number>({
  tabs,
  selected,
  onSelect,
  label,
  className,
}: {
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Extra classes (the area's own hook). */
  className?: string;
}) {
  return (
    <div className={className ? `wl-tabs ${className}` : 'wl-tabs'} role="tablist" aria-label={label}>
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
