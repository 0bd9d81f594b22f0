import type { RemoteProps } from '@wl/shell-contract';
import { Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { AGENT_MENU, MEMBER_MENU, type MenuItem } from './constants';
import { NotAvailablePage } from './features/menu/components/not-available-page';
import { MenuStore } from './features/menu/stores/menu-store';
import { OverviewPage } from './features/overview/components/overview-page';
import { PAGES } from './pages';
import { RootStore, RootStoreContext } from './stores/root-store';
import { MemberFrame } from './widgets/member-frame';

/** The route of a menu item below the member centre's base path ('/member/depositv2' → 'depositv2'). */
export function routeOf(item: MenuItem): string {
  return item.path.replace(/^\/member\/?/, '');
}

/** Menu items whose page this area renders (the PAGES table), with their route. */
const ROUTED = [...MEMBER_MENU, ...AGENT_MENU].filter((item) => PAGES[item.key] && routeOf(item) !== '');

/**
 * One page of the table, shown only when its menu item would be (flag, rule, role): a typed URL to a switched-off
 * page gets the not-available page, as a menu never links there.
 */
const GatedPage = observer(function GatedPage({
  item,
  menu,
  basePath,
}: {
  item: MenuItem;
  menu: MenuStore;
  basePath: string;
}) {
  const Page = PAGES[item.key];
  if (!Page || !menu.isShown(item)) return <NotAvailablePage basePath={basePath} />;
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
});

/**
 * The member-centre routes, mounted by the host at /member/*: creates the root store once, keeps its bus
 * subscriptions while mounted, and renders every page inside the MemberFrame. Pages come from the PAGES table.
 */
export function MemberCentreRoutes({ basePath, shell }: RemoteProps) {
  const [store] = useState(() => new RootStore(shell));
  const [menu] = useState(() => new MenuStore(shell));
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
          {ROUTED.map((item) => (
            <Route
              key={item.key}
              path={routeOf(item)}
              element={<GatedPage item={item} menu={menu} basePath={basePath} />}
            />
          ))}
          <Route path="*" element={<NotAvailablePage basePath={basePath} />} />
        </Route>
      </Routes>
    </RootStoreContext.Provider>
  );
}
