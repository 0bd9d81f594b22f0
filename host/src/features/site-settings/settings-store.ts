import type { ApiClient, CallOptions } from '@wl/api-client';
import { safeExternalUrl, safeInternalPath } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { getSettings, parseSettings, type SiteSettings } from '../../api/settings';
import { getWhitelabel, type FlagNode } from '../../api/whitelabel';
import type { StartAnswers } from '../../config/site-config';
import type { SafeStorage } from '../../stores/storage';
import {
  LAST_KNOWN_KEY_PREFIX,
  LOGO_RESOURCE_TYPE,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  SPLASH_KEY,
  START_ATTEMPTS,
} from './constants';

/** Where the site's frame stands: loading, running on answers of the server, or with nothing to start from. */
export type SettingsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What the settings store needs from the shell. */
export interface SettingsStoreDeps {
  api: Pick<ApiClient, 'call'>;
  /** Receives the flag tree (the FlagStore). */
  flags: { setTree(tree: FlagNode[]): void };
  merchant: string;
  /** Local storage: the last known settings and flag tree, the splash URL. */
  storage: SafeStorage;
  /** Waits between tries (tests pass a fake). */
  wait?: (ms: number) => Promise<void>;
  /** The flags and settings the site server read for this page (index.html), taken instead of the first try. */
  inlined?: StartAnswers | null;
}

/** The last known settings and flag tree of a merchant, kept in this browser's local storage. */
interface LastKnown {
  settings: unknown;
  tree: unknown;
  savedAt: number;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A URL the site may load an image from: http(s) or a path of the site; anything else (javascript:, data:) is null. */
export function safeAssetUrl(value: string | null | undefined): string | null {
  return safeExternalUrl(value) ?? safeInternalPath(value);
}

/** The wait before background try `n` (1, 2, ...): doubling from the base, capped. */
export function backoffDelay(n: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** n, RETRY_MAX_DELAY_MS);
}

/** A flag tree read back from storage: an array of nodes with a modId, else null. */
function asTree(value: unknown): FlagNode[] | null {
  const result = getWhitelabel.schema.safeParse(value);
  return result.success ? result.data : null;
}

/**
 * The merchant's permission and settings info and its whitelabel flag tree (spec/shell.md §3): loaded at start with
 * retries and backoff; when the backend cannot be reached, the site starts from this browser's last known answers,
 * marked stale, and keeps asking in the background until the backend answers. Only a first visit with nothing known
 * fails (the retry screen). Returning to a hidden page re-fetches them (spec/shell.md §4), so a maintenance or region
 * restriction switched on server-side shows without a reload. Settings are cached 3 minutes in session storage by
 * the API client (spec/shell.md §9); re-fetches skip that cache.
 */
export class SettingsStore {
  settings: SiteSettings | null = null;
  status: SettingsStatus = 'idle';
  /** Running on the last known settings: the backend did not answer yet. */
  stale = false;
  private tree: FlagNode[] | null = null;
  private readonly wait: (ms: number) => Promise<void>;
  private backgroundRun = 0;
  private disposed = false;
  private inlined: StartAnswers | null;

  constructor(private readonly deps: SettingsStoreDeps) {
    this.wait = deps.wait ?? defaultWait;
    this.inlined = deps.inlined ?? null;
    makeAutoObservable<SettingsStore, 'deps' | 'wait' | 'backgroundRun' | 'disposed' | 'tree' | 'inlined'>(
      this,
      {
        deps: false,
        tree: false,
        wait: false,
        backgroundRun: false,
        disposed: false,
        inlined: false,
      },
    );
  }

  /** Local-storage key of this merchant's last known answers. */
  get lastKnownKey(): string {
    return LAST_KNOWN_KEY_PREFIX + this.deps.merchant;
  }

  /**
   * Load flags and settings: the ones the site server read for this page when it could (checked like an answer of
   * the backend; once: a later start asks the backend); else up to {@link START_ATTEMPTS} tries with doubling waits;
   * then the last known ones (stale, refreshed in the background); else `failed`. Resolves true when the site can
   * start.
   */
  async start(): Promise<boolean> {
    if (this.status === 'loading') return false;
    const inlined = this.inlined;
    this.inlined = null;
    if (inlined && this.take(inlined.settings, inlined.whitelabel)) return true;
    this.status = 'loading';
    for (let attempt = 1; attempt <= START_ATTEMPTS; attempt += 1) {
      if (attempt > 1) await this.wait(RETRY_BASE_DELAY_MS * 2 ** (attempt - 2));
      // The first try reports its failure as any call would (e.g. domain_not_available); retries are silent, so a
      // failing backend never stacks dialogs.
      if (await this.fetch(attempt === 1 ? {} : { silent: true })) return true;
    }
    const known = this.readLastKnown();
    if (known) {
      runInAction(() => {
        this.apply(known.settings, known.tree);
        this.stale = true;
        this.status = 'ready';
      });
      void this.refreshInBackground();
      return true;
    }
    runInAction(() => (this.status = 'failed'));
    return false;
  }

  /**
   * Ask the server again, past the session cache and silently (a hidden page became visible, a background try).
   * On an answer the settings and flags are replaced and the stale mark goes; a failure changes nothing.
   */
  async refresh(): Promise<boolean> {
    if (this.status !== 'ready') return false;
    return this.fetch({ silent: true, fresh: true });
  }

  /** Re-fetch whenever the page becomes visible again (spec/shell.md §4); returns the stop function. */
  watchVisibility(doc: Document): () => void {
    const onChange = () => {
      if (doc.visibilityState === 'visible') void this.refresh();
    };
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  }

  /** Stop background tries (tests, teardown). */
  dispose(): void {
    this.disposed = true;
    this.backgroundRun += 1;
  }

  /** Write the current answers to local storage again (a sign-out clears local storage but for a few keys). */
  persist(): void {
    if (this.settings && this.tree) this.saveLastKnown(this.settings, this.tree);
  }

  /** The merchant's logo: the url of the Logo resource, when it is http(s) or a site path. */
  get logoUrl(): string | null {
    const logo = this.settings?.resources?.find(
      (r) => r.resourceType.toLowerCase() === LOGO_RESOURCE_TYPE.toLowerCase(),
    );
    return safeAssetUrl(logo?.url);
  }

  /** The merchant's favicon (mobileTemplate.favicon), when it is http(s) or a site path. */
  get faviconUrl(): string | null {
    return safeAssetUrl(this.settings?.mobileTemplate.favicon);
  }

  /** The splash shown while the site starts on a later visit (mobileTemplate.splash). */
  get splashUrl(): string | null {
    return safeAssetUrl(this.settings?.mobileTemplate.splash);
  }

  /** Take raw answers read elsewhere when both are what the calls would accept; apply and remember them. */
  private take(rawSettings: unknown, rawTree: unknown): boolean {
    const tree = asTree(rawTree);
    const settings = getSettings.schema.safeParse(rawSettings);
    if (!tree || !settings.success) return false;
    this.accept(settings.data, tree);
    return true;
  }

  /** One try of both calls; on success apply and remember them. */
  private async fetch(options: Pick<CallOptions, 'silent' | 'fresh'>): Promise<boolean> {
    try {
      const [tree, settings] = await Promise.all([
        this.deps.api.call(getWhitelabel, options),
        this.deps.api.call(getSettings, options),
      ]);
      this.accept(settings, tree);
      this.backgroundRun += 1;
      return true;
    } catch {
      return false;
    }
  }

  /** Answers of the server (just read, or inlined in the page): apply them, clear the stale mark, remember them. */
  private accept(settings: SiteSettings, tree: FlagNode[]): void {
    this.apply(settings, tree);
    this.stale = false;
    this.status = 'ready';
    this.saveLastKnown(settings, tree);
  }

  /** Take new answers; an unchanged answer (the usual re-fetch) is skipped, so nothing re-renders for nothing. */
  private apply(settings: SiteSettings, tree: FlagNode[]): void {
    if (JSON.stringify(tree) !== JSON.stringify(this.tree)) {
      this.deps.flags.setTree(tree);
      this.tree = tree;
    }
    if (JSON.stringify(settings) !== JSON.stringify(this.settings)) this.settings = settings;
  }

  /** Background tries with doubling waits until one answers, a newer answer arrives or the store is disposed. */
  private async refreshInBackground(): Promise<void> {
    const run = ++this.backgroundRun;
    for (let n = 1; ; n += 1) {
      await this.wait(backoffDelay(n));
      if (this.disposed || run !== this.backgroundRun) return;
      if (await this.fetch({ silent: true, fresh: true })) return;
    }
  }

  private readLastKnown(): { settings: SiteSettings; tree: FlagNode[] } | null {
    const raw = this.deps.storage.get(this.lastKnownKey);
    if (!raw) return null;
    try {
      const known = JSON.parse(raw) as Partial<LastKnown>;
      const tree = asTree(known.tree);
      if (!tree || known.settings === undefined) return null;
      return { settings: parseSettings(known.settings), tree };
    } catch {
      return null;
    }
  }

  private saveLastKnown(settings: SiteSettings, tree: FlagNode[]): void {
    const known: LastKnown = { settings, tree, savedAt: Date.now() };
    this.deps.storage.set(this.lastKnownKey, JSON.stringify(known));
    this.saveSplash(settings);
  }

  private saveSplash(settings: SiteSettings): void {
    this.deps.storage.set(SPLASH_KEY, safeAssetUrl(settings.mobileTemplate.splash));
  }
}
