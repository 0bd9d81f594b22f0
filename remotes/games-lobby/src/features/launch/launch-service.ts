import type { LaunchGameParams, ShellServices } from '@wl/shell-contract';
import { LaunchStore, type LaunchEnvironment } from './stores/launch-store';

// The launch's wiring: the store with the browser around it. The store holds the logic and never imports the
// components; this module hands it the overlay, which imports the store's types only.

/** The browser: a real window, session storage, timers, and the overlay in the host's slot (loaded on demand). */
const browserEnvironment: LaunchEnvironment = {
  openWindow: () => window.open('', '_blank'),
  location: () => window.location,
  storage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  },
  delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  showOverlay: (store, shell) =>
    void import(/* webpackChunkName: "on-demand-launch-overlay" */ './components/launch-overlay').then(
      (module) => module.showLaunchOverlay(store, shell),
    ),
  onPageHide: (listener) => {
    window.addEventListener('pagehide', listener);
    return () => window.removeEventListener('pagehide', listener);
  },
  // Nobody is left to read the answer; a failure has nowhere to show.
  sendOnExit: (url, init) => void fetch(new URL(url, window.location.href), init).catch(() => undefined),
};

const stores = new WeakMap<ShellServices, LaunchStore>();

/** The one launch store of a shell: the service and the in-page routes share it. */
export function launchStoreFor(shell: ShellServices): LaunchStore {
  let store = stores.get(shell);
  if (!store) {
    store = new LaunchStore(shell, browserEnvironment);
    stores.set(shell, store);
  }
  return store;
}

/** The games-lobby remote's `launchGame` service (`services: { launchGame }`). */
export function launchGame(shell: ShellServices, params: LaunchGameParams): Promise<void> {
  return launchStoreFor(shell).launch(params);
}
