import type { RemoteProps } from '@wl/shell-contract';
import { Spinner } from '@wl/ui';
import { lazy, Suspense, useState } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { modeOfBasePath, TREND_PATH, VN_LOTTERY_BASE_PATH } from './constants';
import { LobbyPage } from './pages/lobby/lobby-page';
import { RootStore } from './stores/root-store';
import { RootStoreContext } from './stores/root-store-context';

// The trend chart and the Vietnam lottery are pages of their own: loaded when opened, never with the lobby
// (`on-demand-*` chunks: not part of the first route's budget).
const TrendPage = lazy(() =>
  import(/* webpackChunkName: "on-demand-lottery-trend" */ './features/trend/components/trend-page').then(
    (m) => ({ default: m.TrendPage }),
  ),
);
const VnLotteryPage = lazy(() =>
  import(/* webpackChunkName: "on-demand-vn-lottery" */ './features/vn/components/vn-lottery-page').then(
    (m) => ({ default: m.VnLotteryPage }),
  ),
);

/**
 * The lottery routes. The host mounts them at /lottery (every game; /lottery/trend the trend chart), /lott (the LOTT
 * games), /elott (the ELOTT games) and /vnLottery (the Vietnam lottery).
 */
export function RemoteRoutes({ basePath, shell }: RemoteProps) {
  const [root] = useState(() => new RootStore(shell));
  const mode = modeOfBasePath(basePath);
  const vn = basePath.toLowerCase() === VN_LOTTERY_BASE_PATH.toLowerCase();
  return (
    <RootStoreContext.Provider value={root}>
      <Suspense fallback={<Spinner label={shell.i18n.t('loading')} />}>
        <Routes>
          <Route path="/" element={<Outlet />}>
            {vn ? (
              <>
                <Route index element={<VnLotteryPage />} />
                <Route path="*" element={<VnLotteryPage />} />
              </>
            ) : (
              <>
                <Route index element={<LobbyPage key={mode} mode={mode} />} />
                <Route path={TREND_PATH} element={<TrendPage />} />
                <Route path="*" element={<LobbyPage key={mode} mode={mode} />} />
              </>
            )}
          </Route>
        </Routes>
      </Suspense>
    </RootStoreContext.Provider>
  );
}
