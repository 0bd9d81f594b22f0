import type { ShellServices } from '@wl/shell-contract';
import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { LaunchStore } from '../stores/launch-store';
import { LaunchDialog } from './launch-dialog';
import { MaintenanceTime } from './maintenance-time';

// The carousel (swiper) loads only when there are games to recommend.
const RecommendedModal = lazy(
  () => import(/* webpackChunkName: "on-demand-recommended" */ '../recommended/components/recommended-modal'),
);

/**
 * The launch's dialogs: the vendor_under_maintenance dialog, or the recommended-games modal (resType 1 with games).
 * They show in the host's overlay slot (`shell.overlay`, inside the host's tree): a launch may come from any page (a
 * home banner), outside the lobby's routes. Texts come from the shell's translator with the namespace named.
 */
export const LaunchOverlay = observer(function LaunchOverlay({
  store,
  shell,
}: {
  store: LaunchStore;
  shell: ShellServices;
}) {
  const t = shell.i18n.t;
  const info = store.maintenance;
  if (!info) return null;
  if (store.overlay === 'recommended')
    return (
      <Suspense fallback={null}>
        <RecommendedModal store={store} info={info} t={t} />
      </Suspense>
    );
  return (
    <LaunchDialog
      label={t('games-lobby:vendor_under_maintenance')}
      onClose={store.closeOverlay}
      testId="maintenance-dialog"
    >
      <h2 className="wl-dialog__title">{t('games-lobby:vendor_under_maintenance')}</h2>
      <p className="wl-dialog__message">{info.message}</p>
      <MaintenanceTime info={info} label={t('games-lobby:maintenance_time')} />
      <div className="wl-dialog__actions">
        <button type="button" className="wl-button" onClick={store.closeOverlay}>
          {t('confirm')}
        </button>
      </div>
    </LaunchDialog>
  );
});

/** The stores whose dialogs are in the host's slot now: a second failure while they show adds none. */
const showing = new WeakSet<LaunchStore>();

/**
 * Show the store's dialogs in the host's overlay slot until the store closes them (its maintenance info goes). A host
 * before contract 1.3 has no slot: the server's message shows in its warning dialog instead.
 */
export function showLaunchOverlay(store: LaunchStore, shell: ShellServices): void {
  if (showing.has(store)) return;
  const overlay = (shell as Partial<ShellServices>).overlay;
  if (!overlay) {
    const message = store.maintenance?.message;
    store.closeOverlay();
    if (message) void shell.dialogs.warn(message);
    return;
  }
  showing.add(store);
  const close = overlay.show(<LaunchOverlay store={store} shell={shell} />);
  void when(() => store.maintenance === null).then(() => {
    showing.delete(store);
    close();
  });
}
