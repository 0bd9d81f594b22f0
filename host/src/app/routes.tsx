import { REMOTE_IDS, type RemoteId } from '@wl/shell-contract';
import { Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import React, { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteRoute, RemoteWidget } from '../federation/remote-route';
import { REMOTE_TABLE } from '../federation/remote-table';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { DEMO_AGENT_TYPE } from '../stores/session-store';
import { AREA_PAGE_SLOTS, FIRST_SCREEN_SLOT_ATTRIBUTE } from './first-screen';
import { Layout } from './layout';
import { useRootStore } from './root-store-context';

// The login and registration pages load on first use: they are not in the host's first-load JS.
const LoginPage = React.lazy(() =>
  import('../pages/login/login-page').then((module) => ({ default: module.LoginPage })),
);
// The maintenance notice: on an open site, /maintenance only sends the visitor home.
const MaintenanceRoute = React.lazy(() =>
  import('../pages/maintenance/maintenance-page').then((module) => ({ default: module.MaintenanceRoute })),
);
const RegisterPage = React.lazy(() => import('../features/access/register/register-page'));
// The site pages (help centre, app download, line speed test) load on first use too.
const HelpPage = React.lazy(() => import('../features/help/help-page'));
const HelpMemberPage = React.lazy(() =>
  import('../features/help/help-page').then((module) => ({ default: module.HelpMemberRoute })),
);
const DownloadPage = React.lazy(() => import('../features/download/download-page'));
const SpeedTestPage = React.lazy(() => import('../features/speedtest/speedtest-page'));

/** A lazily loaded shell page, with a spinner while its code arrives. */
function LazyPage({ page: Page }: { page: ComponentType }) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <Page />
    </Suspense>
  );
}

/** Member-centre pages need a real, logged-in account: logged out goes to /login (spec/shell.md §2). */
const RequireMember = observer(function RequireMember({ children }: { children: ReactNode }) {
  const { session, shell } = useRootStore();
  const location = useLocation();
  if (!session.isLoggedIn) {
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (session.isAgent === DEMO_AGENT_TYPE) return <DemoAccountRefusal shell={shell} />;
  return <>{children}</>;
});

/**
 * A demo account (isAgent 4) on a member page: the in_need_true_account prompt (from an effect: shown during render,
 * its dialog re-rendered the routes, which prompted again, React error 185), then home.
 */
function DemoAccountRefusal({ shell }: { shell: { requireRealAccount(): boolean } }) {
  React.useEffect(() => void shell.requireRealAccount(), [shell]);
  return <Navigate to="/" replace />;
}

function remoteElement(id: RemoteId, basePath: string, memberCentreOn: boolean): ReactNode {
  const mount = REMOTE_TABLE[id];
  let element: ReactNode = <RemoteRoute id={id} basePath={basePath} />;
  const slot = AREA_PAGE_SLOTS[basePath];
  // The site server paints this page's main picture over it before any script runs (app/first-screen.ts).
  if (slot) element = <div {...{ [FIRST_SCREEN_SLOT_ATTRIBUTE]: slot }}>{element}</div>;
  if (mount.framedByMemberCentre && memberCentreOn) {
    element = (
      <RemoteWidget remote="member-centre" name="MemberFrame">
        {element}
      </RemoteWidget>
    );
  }
  return mount.requiresLogin ? <RequireMember>{element}</RequireMember> : element;
}

/** The site's routes: the shell's own pages, then every enabled remote under its base paths (DESIGN.md §4). */
export const AppRoutes = observer(function AppRoutes() {
  const { remotes } = useRootStore();
  const enabled = remotes?.enabledIds ?? [];
  const disabled = REMOTE_IDS.filter((id) => !enabled.includes(id));
  const memberCentreOn = enabled.includes('member-centre');
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="index" element={<HomePage />} />
        <Route path="login" element={<LazyPage page={LoginPage} />} />
        <Route path="register" element={<LazyPage page={RegisterPage} />} />
        <Route path="help" element={<LazyPage page={HelpPage} />} />
        <Route path="helpmc" element={<LazyPage page={HelpMemberPage} />} />
        <Route path="download" element={<LazyPage page={DownloadPage} />} />
        <Route path="speedtest" element={<LazyPage page={SpeedTestPage} />} />
        <Route path="maintenance" element={<LazyPage page={MaintenanceRoute} />} />
        {enabled.flatMap((id) =>
          REMOTE_TABLE[id].basePaths.map((basePath) => (
            <Route
              key={basePath}
              path={`${basePath.slice(1)}/*`}
              element={remoteElement(id, basePath, memberCentreOn)}
            />
          )),
        )}
        {/* A switched-off area's paths are not found, even where another area's path is a prefix (/member). */}
        {disabled.flatMap((id) =>
          REMOTE_TABLE[id].basePaths.map((basePath) => (
            <Route key={basePath} path={`${basePath.slice(1)}/*`} element={<NotFoundPage />} />
          )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
});
