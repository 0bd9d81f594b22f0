import type { RemoteProps } from '@wl/shell-contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import './styles.css';
import { PointsMallPage } from './pages/points-mall-page';
import { Spinner } from '@wl/ui';
import { DETAILS_SEGMENT } from './constants';
import { useAreaNamespace, useAreaTranslation } from './i18n';
import { RootStore, RootStoreContext } from './stores/root-store';

// The details tabs are not needed for the exchange page's first paint: their chunk loads when first opened.
const DetailsPage = lazy(
  () => import(/* webpackChunkName: "on-demand-details" */ './features/details/components/details-page'),
);

/** The points-mall area's routes, mounted by the host at /member/pointMall (login required). */
export function RemoteRoutes({ basePath, shell }: RemoteProps) {
  useAreaNamespace();
  const { t } = useAreaTranslation();
  const [store] = useState(() => new RootStore(shell, basePath));
  useEffect(() => store.start(), [store]);
  return (
    <RootStoreContext.Provider value={store}>
      <Routes>
        <Route
          path="/"
          element={
            <div className="pm-area">
              <Outlet />
            </div>
          }
        >
          <Route index element={<PointsMallPage />} />
          <Route
            path={`${DETAILS_SEGMENT}/:tab`}
            element={
              <Suspense fallback={<Spinner label={t('common:loading')} />}>
                <DetailsPage />
              </Suspense>
            }
          />
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Route>
      </Routes>
    </RootStoreContext.Provider>
  );
}
