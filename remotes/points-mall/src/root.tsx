import type { RemoteProps } from '@wl/shell-contract';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import './styles.css';
import { PointsMallPage } from './features/mall/components/points-mall-page';
import { useAreaNamespace } from './i18n';
import { RootStore, RootStoreContext } from './stores/root-store';

/** The points-mall area's routes, mounted by the host at /member/pointMall (login required). */
export function RemoteRoutes({ basePath, shell }: RemoteProps) {
  useAreaNamespace();
  const [store] = useState(() => new RootStore(shell));
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
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Route>
      </Routes>
    </RootStoreContext.Provider>
  );
}
