// The shared `react-router-dom` of every app (webpack resolves the bare specifier here, see index.cjs): the part
// of react-router the apps use, from react-router's own build. A shared module is bundled whole, so without this
// subset the host shipped all of react-router 7 (data routers, server rendering, cookies: 62 KB gzip).
// An app that needs another export adds it here; the build fails on a name that is missing.
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
  useOutletContext,
  useParams,
  useSearchParams,
} from '@wl/mf-config/react-router';
