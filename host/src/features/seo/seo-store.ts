import type { ApiClient } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { getSeoEntries, type SeoEntry } from './api/seo-entries';
import { seoTags, type SeoTags } from './seo-rules';

/** What the SEO store needs from the shell. */
export interface SeoStoreDeps {
  api: ApiClient;
}

/**
 * The merchant's SEO entries in the current language, fetched once per language. A failed fetch leaves the entries
 * empty: every page then carries the site's name as its title, its own canonical address and the indexing rules.
 */
export class SeoStore {
  entries: SeoEntry[] = [];
  /** The language the entries are in (null: none fetched yet). */
  language: string | null = null;

  constructor(private readonly deps: SeoStoreDeps) {
    makeAutoObservable<SeoStore, 'deps'>(this, { deps: false });
  }

  /** Fetch the entries for a language (nothing when they are already in that language). */
  async load(language: string): Promise<void> {
    if (this.language === language) return;
    this.language = language;
    try {
      const entries = await this.deps.api.call(getSeoEntries);
      // A later language change wins over an answer that arrives late.
      runInAction(() => {
        if (this.language === language) this.entries = entries;
      });
    } catch {
      runInAction(() => {
        if (this.language === language) this.entries = [];
      });
    }
  }

  /** The head tags of a page. */
  tagsFor(location: { pathname: string; hostname: string; origin: string }, fallbackTitle: string): SeoTags {
    return seoTags(this.entries, location, fallbackTitle);
  }
}

/** Set or remove a `<meta name>` in the head. */
function setMeta(doc: Document, name: string, content: string | null): void {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}

/** Write a page's tags into the document head (title, description, keywords, canonical link, robots). */
export function applySeoTags(doc: Document, tags: SeoTags): void {
  doc.title = tags.title;
  setMeta(doc, 'description', tags.description);
  setMeta(doc, 'keywords', tags.keywords);
  setMeta(doc, 'robots', tags.robots);
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = tags.canonical;
}
