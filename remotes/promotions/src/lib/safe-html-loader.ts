import type { SafeHtml } from '@wl/ui/sanitize';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

type Sanitise = (html: string | null | undefined) => SafeHtml;

/**
 * Loads the sanitiser of server HTML (lib/safe-html, which brings DOMPurify: about 9 KB gzip) when the first
 * promotion, popup or notice is opened, so the area's first route does not carry it. Loaded once for the page.
 */
export class SafeHtmlLoader {
  /** The sanitiser once loaded; null before. */
  sanitise: Sanitise | null = null;
  /** The last load failed (offline, a new deploy): the content offers a retry. */
  failed = false;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly importer: () => Promise<{ safeHtml: Sanitise }> = () =>
      import(/* webpackChunkName: "on-demand-safe-html" */ './safe-html'),
  ) {
    makeAutoObservable<SafeHtmlLoader, 'pending' | 'importer'>(this, {
      sanitise: observableRef,
      pending: false,
      importer: false,
    });
  }

  /** Start loading (again after a failure); resolves when the sanitiser is there or the load failed. */
  load(): Promise<void> {
    if (this.sanitise) return Promise.resolve();
    this.failed = false;
    this.pending ??= this.importer().then(
      (module) =>
        runInAction(() => {
          this.sanitise = module.safeHtml;
        }),
      () =>
        runInAction(() => {
          this.failed = true;
          this.pending = null;
        }),
    );
    return this.pending;
  }
}

/** The page's one loader: every area widget that shows server HTML shares it. */
export const safeHtmlLoader = new SafeHtmlLoader();
