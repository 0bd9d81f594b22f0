// The shared `react-router-dom` of every app (webpack resolves the bare specifier here, see index.cjs): the part
// of react-router the apps use, from react-router's own build. A shared module is bundled whole, so without this
// subset the host shipped all of react-router 7 (data routers, server rendering, cookies: 62 KB gzip).
// An app that needs another export adds it here. The build cannot see a missing name (the module is consumed through
// the share scope), so index.test.ts checks every app's imports against this list.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useSearchParams,
} from '@wl/mf-config/react-router';
