import type { RootStore } from '../../../stores/root-store';
import type { SocialDeps, SocialPage } from './social-login';

/** Features of the provider popups (a small window centred by the browser). */
const POPUP_FEATURES = 'popup,width=480,height=640';

/** The page the site runs on, read when needed (the query may change between clicks). */
export function currentPage(): SocialPage {
  return {
    origin: window.location.origin,
    hostname: window.location.hostname,
    search: window.location.search,
  };
}

/** Social sign-in's dependencies from the root store and the browser window. */
export function socialDepsOf(root: RootStore): SocialDeps {
  return {
    api: root.api,
    access: root.access,
    flags: root.flags,
    settings: () => root.settings,
    t: root.i18n.t.bind(root.i18n),
    deviceId: () => root.session.device,
    page: currentPage,
    openPopup: (url) => window.open(url, 'wl-social', POPUP_FEATURES),
    messages: window,
  };
}
