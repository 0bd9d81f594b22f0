import type { RemoteProps } from '@wl/shell-contract';
import { useEffect, useState } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { NotAvailablePage } from './features/menu/components/not-available-page';
import { OverviewPage } from './features/overview/components/overview-page';
import { RootStore, RootStoreContext } from './stores/root-store';
import { MemberFrame } from './widgets/member-frame';

/**
 * The member-centre routes, mounted by the host at /member/*: creates the root store once, keeps its bus
 * subscriptions while mounted, and renders every page inside the MemberFrame.
 */
export function MemberCentreRoutes({ basePath, shell }: RemoteProps) {
  const [store] = useState(() => new RootStore(shell));
  useEffect(() => store.start(), [store]);
  return (
    <RootStoreContext.Provider value={store}>
      <Routes>
        <Route
          path="/"
          element={
            <MemberFrame shell={shell}>
              <Outlet />
            </MemberFrame>
          }
        >
          <Route index element={<OverviewPage />} />
          <Route path="*" element={<NotAvailablePage basePath={basePath} />} />
        </Route>
      </Routes>
    </RootStoreContext.Provider>
  );
}
