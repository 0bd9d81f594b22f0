import { makeAutoObservable } from 'mobx';

/** Chromium's `beforeinstallprompt` event (not in the DOM's typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Whether the browser offers to install the H5 app (issue 39) and whether it already runs installed: the download
 * page's H5 entry shows an Install button where the browser offers one, and explains "Add to Home Screen" where it
 * does not (iOS Safari has no such event). The browser announces the offer once, possibly before the page is open:
 * {@link listenForInstallPrompt} keeps it from the host's first script on (host/src/bootstrap.tsx).
 */
export class InstallPrompt {
  offer: InstallPromptEvent | null = null;
  installed = false;

  constructor() {
    makeAutoObservable(this);
  }

  /** Show the browser's install dialog; the offer is used up whatever the player answers. */
  async install(): Promise<void> {
    const offer = this.offer;
    if (!offer) return;
    this.offer = null;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'accepted') this.markInstalled();
  }

  keep(offer: InstallPromptEvent): void {
    this.offer = offer;
  }

  markInstalled(): void {
    this.installed = true;
    this.offer = null;
  }
}

/** The page's one {@link InstallPrompt}. */
export const installPrompt = new InstallPrompt();

const listened = new WeakSet<Window>();

/**
 * Keep the browser's install offer for the download page (the browser's own mini bar is not shown: the page offers
 * it). Once per window: the host's first script and the download page both call it.
 */
export function listenForInstallPrompt(win: Window = window, prompt = installPrompt): void {
  if (listened.has(win)) return;
  listened.add(win);
  if (win.matchMedia?.('(display-mode: standalone)').matches) prompt.markInstalled();
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    prompt.keep(event as InstallPromptEvent);
  });
  win.addEventListener('appinstalled', () => prompt.markInstalled());
}
