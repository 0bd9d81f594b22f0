import type { ApiClient } from '@wl/api-client';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { getHelpCenter, type HelpItem } from './api/help-center';
import { sanitizeHtml, type SafeHtml } from '@wl/ui/sanitize';

/** The help centre asks for the web device's texts (spec/products.md §7: help (lang, device WEB)). */
export const HELP_DEVICE = 'WEB';

/** What the help centre needs from the shell. */
export interface HelpDeps {
  api: ApiClient;
  /** The interface language as the server names it (CN, EN, ...). */
  language(): string;
}

/** The tag a URL hash names: `#%E8%B4%A3...` decoded; a malformed escape is read as it stands. */
export function tagFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The chain of items from the top of the tree down to the one with `tag`, or null when no item has it. */
export function pathTo(items: readonly HelpItem[], tag: string): HelpItem[] | null {
  for (const item of items) {
    if (item.tag === tag) return [item];
    const below = pathTo(item.children, tag);
    if (below) return [item, ...below];
  }
  return null;
}

/** The fallback section: the first item (depth first) that has content, else the very first item. */
export function firstSection(items: readonly HelpItem[]): HelpItem | null {
  const visit = (list: readonly HelpItem[]): HelpItem | null => {
    for (const item of list) {
      if (item.content.trim()) return item;
      const below = visit(item.children);
      if (below) return below;
    }
    return null;
  };
  return visit(items) ?? items[0] ?? null;
}

/**
 * The help centre (/help, /helpmc; spec/products.md §2, §4): the tree from the server, a collapsible menu, and the
 * section the URL hash names (decoded), else the first section. Content is sanitised before it is shown.
 */
export class HelpStore {
  readonly load = new LoadState();
  items: HelpItem[] = [];
  /** The tag the hash asks for (null: none). */
  requestedTag: string | null = null;
  /** Tags of the open menu groups. */
  expanded = new Set<string>();

  constructor(private readonly deps: HelpDeps) {
    makeAutoObservable<HelpStore, 'deps'>(this, { deps: false });
  }

  /** Load the tree in the current language. */
  fetch(): Promise<void> {
    return this.load.run(
      () =>
        this.deps.api.call(getHelpCenter, { params: { lang: this.deps.language(), device: HELP_DEVICE } }),
      (items) => {
        this.items = items;
        this.openPathToSelected();
      },
    );
  }

  /** The URL hash changed: pick that section and open the menu down to it. */
  setHash(hash: string): void {
    this.requestedTag = tagFromHash(hash);
    this.openPathToSelected();
  }

  /** The section on screen: the one the hash names, else the first section. */
  get selected(): HelpItem | null {
    const path = this.requestedTag === null ? null : pathTo(this.items, this.requestedTag);
    return path?.at(-1) ?? firstSection(this.items);
  }

  /** The selected section's HTML, sanitised. */
  get selectedHtml(): SafeHtml {
    return sanitizeHtml(this.selected?.content);
  }

  isExpanded(tag: string): boolean {
    return this.expanded.has(tag);
  }

  /** Open or close a menu group. */
  toggle(tag: string): void {
    if (this.expanded.has(tag)) this.expanded.delete(tag);
    else this.expanded.add(tag);
  }

  private openPathToSelected(): void {
    const selected = this.selected;
    if (!selected) return;
    for (const item of pathTo(this.items, selected.tag) ?? []) {
      if (item.children.length > 0) this.expanded.add(item.tag);
    }
  }
}
