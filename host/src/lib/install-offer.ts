/** Chromium's `beforeinstallprompt` event (not in the DOM's typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the browser said about installing the H5 app (issue 39). */
export interface InstallOffer {
  /** The browser's offer to install, until it is used or the app is installed. */
  event: InstallPromptEvent | null;
  /** The browser said the app was installed. */
  installed: boolean;
  /** Told after each change (the download page, while it is open). */
  onChange?: () => void;
}

declare global {
  interface Window {
    /** An offer index.html's inline script caught before the host's first script ran. */
    __wlInstallOffer?: InstallPromptEvent;
  }
}

/** The page's one {@link InstallOffer}. */
export const installOffer: InstallOffer = { event: null, installed: false };

/**
 * Keep the browser's install offer for the download page, whose H5 entry offers it (the browser's own mini bar is
 * not shown). The browser announces it once, possibly long before the download page opens: the host's first script
 * calls this (host/src/bootstrap.tsx), which is why it is this small and the page's store lives with the page; an
 * offer made before that script ran was kept by index.html's inline listener (`window.__wlInstallOffer`).
 */
export function catchInstallOffer(win: Window = window, offer: InstallOffer = installOffer): void {
  // An offer that came before this script: index.html's inline listener kept it.
  if (win.__wlInstallOffer) offer.event = win.__wlInstallOffer;
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer.event = event as InstallPromptEvent;
    offer.onChange?.();
  });
  win.addEventListener('appinstalled', () => {
    offer.event = null;
    offer.installed = true;
    offer.onChange?.();
  });
}
