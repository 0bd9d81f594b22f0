import { when } from 'mobx';
import { REMOTE_TABLE, remoteOwningPath } from '../federation/remote-table';
import type { RootStore } from './root-store';

// One start per root: a second call is the first one's promise.
const starts = new WeakMap<RootStore, Promise<void>>();

/**
 * Load what the first render needs: flags and settings (with retries, else the last known ones), the stored session
 * and the shell's texts, in parallel; then start the site (remotes, realtime, notifications). When nothing is known
 * the site is not started: `siteSettings.status` is `failed`, the App shows the retry screen, and the site starts,
 * without a reload, when its button's `siteSettings.start()` gets the settings.
 */
export function startSite(root: RootStore, pathname = '/'): Promise<void> {
  let started = starts.get(root);
  if (!started) starts.set(root, (started = run(root, pathname)));
  return started;
}

async function run(root: RootStore, pathname: string): Promise<void> {
  await Promise.all([
    root.siteSettings.start(),
    root.session.restore(),
    // The first render shows the shell's texts: only this language's (and its fallbacks') are downloaded.
    root.language.loadTexts(),
  ]);
  root.language.applyToDocument();
  // Now when the settings are known; else when the retry screen's try gets them (`when` runs at once if true).
  root.onDispose(
    when(
      () => root.siteSettings.status === 'ready',
      () => openSite(root, pathname),
    ),
  );
}

/** Everything after flags and settings are known: remotes, realtime, notifications, the visibility re-fetch. */
function openSite(root: RootStore, pathname: string): void {
  root.wireSiteStores();
  loadOpeningArea(root, pathname);
  // What realtime events show loads after the first render (a visitor gets no events): not in the first-load bytes.
  let stopped = false;
  let stop = (): void => void (stopped = true);
  root.onDispose(() => stop());
  void import('./notification-store').then(({ startNotifications }) => {
    if (stopped) return;
    stop = startNotifications(root.events, root.session, root.dialogs, root.i18n.t.bind(root.i18n), {
      popups: root.eventPopups,
      isFlagOn: (modId) => root.flags.isOn(modId),
      remotes: () => root.remotes,
      shell: root.shell,
    });
  });
  // Returning to a hidden page re-fetches permissions (spec/shell.md §4).
  if (typeof document !== 'undefined') root.onDispose(root.siteSettings.watchVisibility(document));
}

/**
 * The area that owns the page being opened starts loading with the site instead of when React mounts its route:
 * its files are already on their way (the site server's preload hints), and the module-federation steps (manifest,
 * entry, share scope, exposed module, texts) then overlap the shell's first render and layout. On /electron, with
 * a 4x slower CPU, the lobby's first call went out about 0.15 s sooner. A member area waits for a session (a
 * visitor is sent to /login); an area that is off is never loaded (RemoteRegistry.load).
 */
function loadOpeningArea(root: RootStore, pathname: string): void {
  const id = remoteOwningPath(pathname);
  if (id && (!REMOTE_TABLE[id].requiresLogin || root.session.isLoggedIn)) void root.remotes?.load(id);
}
