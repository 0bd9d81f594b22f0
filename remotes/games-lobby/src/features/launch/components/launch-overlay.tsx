import type { ShellServices } from '@wl/shell-contract';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LaunchStore } from '../stores/launch-store';
import { LaunchDialog } from './launch-dialog';
import { MaintenanceTime } from './maintenance-time';

// The carousel (swiper) loads only when there are games to recommend.
const RecommendedModal = lazy(
  () => import(/* webpackChunkName: "on-demand-recommended" */ '../recommended/components/recommended-modal'),
);

/**
 * The launch's dialogs: the vendor_under_maintenance dialog, or the recommended-games modal (resType 1 with games).
 * They live in their own React root: a launch may come from any page (a home banner), outside the lobby's routes.
 * Texts come from the shell's translator with the namespace named (this root has no i18n provider).
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

let root: Root | null = null;

/** Render the launch dialogs once, into a node of their own at the end of <body>. */
export function mountLaunchOverlay(store: LaunchStore, shell: ShellServices): void {
  if (root) return;
  const node = document.createElement('div');
  node.className = 'gl-launch-overlay';
  document.body.appendChild(node);
  root = createRoot(node);
  root.render(<LaunchOverlay store={store} shell={shell} />);
}
