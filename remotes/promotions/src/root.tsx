import type { RemoteProps } from '@wl/shell-contract';
import { useState } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import './styles.css';
import { NEWS_BASE_PATH } from './constants';
import { NewsPage } from './features/notices/components/news-page';
import { PromotionsPage } from './pages/promotions-page';
import { useAreaNamespace } from './i18n';
import { RootStore, RootStoreContext } from './stores/root-store';

/**
 * The promotions area's routes. The host mounts them at /promotions and /promotion (the promotions page) and at
 * /news (the notice list); the base path picks the page.
 */
export function RemoteRoutes({ basePath, shell }: RemoteProps) {
  useAreaNamespace();
  const [store] = useState(() => new RootStore(shell));
  const page = basePath.replace(/\/+$/, '') === NEWS_BASE_PATH ? <NewsPage /> : <PromotionsPage />;
  return (
    <RootStoreContext.Provider value={store}>
      <Routes>
        <Route
          path="/"
          element={
            <div className="pr-area">
              <Outlet />
            </div>
          }
        >
          <Route index element={page} />
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Route>
      </Routes>
    </RootStoreContext.Provider>
  );
}
