import type { ApiClient } from '@wl/api-client';
import { DEFAULT_LANGUAGE } from '@wl/i18n';
import { LoadState, safeExternalUrl } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { getDownloadSetting, type DownloadText } from './api/download-setting';
import {
  DOWNLOAD_RESOURCE_TYPES,
  INSTALL_STEP_COUNT,
  INSTALL_STEP_PX,
  IOS_PROFILE_REDIRECT_DELAY_MS,
  type DownloadResourceType,
} from './constants';

/** A resource of the settings as the page reads it. */
export interface SiteResource {
  resourceType: string;
  url?: string | null;
  qrCodeUrl?: string | null;
}

/** One app on the page: its download link and what its QR code encodes (both http(s) only, else null). */
export interface DownloadApp {
  type: DownloadResourceType;
  url: string | null;
  qrValue: string | null;
}

/** What the page needs from the shell. */
export interface DownloadDeps {
  api: ApiClient;
  /** The interface language as the server names it. */
  language(): string;
  /** The settings' resources (null until the settings arrive). */
  resources(): readonly SiteResource[] | null | undefined;
  /** Leave for a URL (the iOS profile). */
  redirect(url: string): void;
  /** A timer; answers its cancel. */
  schedule?(fn: () => void, ms: number): () => void;
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * The app download page (/download; spec/shell.md §2, products.md §4): QR codes and links of the Android, iOS and H5
 * resources, texts per language from the cached download setting, the install-steps modal (6 images, 270 px a
 * step), and the iOS profile redirect 3000 ms after the iOS download is asked for.
 */
export class DownloadStore {
  readonly load = new LoadState();
  texts: DownloadText[] = [];
  stepsOpen = false;
  step = 0;
  /** The iOS profile is about to open (the notice shows). */
  iosRedirectPending = false;
  private cancelRedirect: (() => void) | null = null;

  constructor(private readonly deps: DownloadDeps) {
    makeAutoObservable<DownloadStore, 'deps' | 'cancelRedirect'>(this, {
      deps: false,
      cancelRedirect: false,
    });
  }

  /** Load the download setting (from the session cache when it is fresh). */
  fetchTexts(): Promise<void> {
    return this.load.run(
      () => this.deps.api.call(getDownloadSetting),
      (texts) => (this.texts = texts),
    );
  }

  /** A text of the download setting in the current language, else in the default language, else null. */
  text(code: string): string | null {
    const entry = this.texts.find((item) => item.code === code);
    return entry?.text[this.deps.language()] || entry?.text[DEFAULT_LANGUAGE] || null;
  }

  /** The apps the settings offer, in page order; an unsafe or missing link is null. */
  get apps(): DownloadApp[] {
    const resources = this.deps.resources() ?? [];
    return DOWNLOAD_RESOURCE_TYPES.flatMap((type) => {
      const resource = resources.find((entry) => entry.resourceType.toUpperCase() === type.toUpperCase());
      if (!resource) return [];
      const url = safeExternalUrl(resource.url);
      return [{ type, url, qrValue: safeExternalUrl(resource.qrCodeUrl) ?? url }];
    });
  }

  /** Horizontal offset of the step strip, px. */
  get stepOffsetPx(): number {
    return this.step * INSTALL_STEP_PX;
  }

  get canPrevious(): boolean {
    return this.step > 0;
  }

  get canNext(): boolean {
    return this.step < INSTALL_STEP_COUNT - 1;
  }

  openSteps(): void {
    this.step = 0;
    this.stepsOpen = true;
  }

  closeSteps(): void {
    this.stepsOpen = false;
  }

  next(): void {
    if (this.canNext) this.step += 1;
  }

  previous(): void {
    if (this.canPrevious) this.step -= 1;
  }

  /**
   * The iOS download: the install steps open (how to trust the profile) and, 3000 ms later, the page goes to the iOS
   * profile. A second click while waiting changes nothing.
   */
  startIosInstall(): void {
    const url = this.apps.find((app) => app.type === 'IOS')?.url;
    if (!url || this.iosRedirectPending) return;
    this.iosRedirectPending = true;
    this.openSteps();
    const schedule = this.deps.schedule ?? defaultSchedule;
    this.cancelRedirect = schedule(() => {
      this.cancelRedirect = null;
      this.finishIosRedirect();
      this.deps.redirect(url);
    }, IOS_PROFILE_REDIRECT_DELAY_MS);
  }

  /** The page is left: no redirect after it. */
  dispose(): void {
    this.cancelRedirect?.();
    this.cancelRedirect = null;
  }

  private finishIosRedirect(): void {
    this.iosRedirectPending = false;
  }
}
