import { DialogOutlet } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AccountBar } from '../features/account-bar/account-bar';
import { CHAT_FLAG } from '../features/chat/constants';
import { LanguageSwitcher } from '../features/language-switcher/language-switcher';
import { SiteLogo } from '../features/site-settings/site-logo';
import { StaleStatus } from '../features/site-settings/stale-status';
import { BottomTabs } from './chrome/bottom-tabs';
import { ChromeStore } from './chrome/chrome-store';
import { MenuIcon } from './chrome/icons';
import { MainNav } from './chrome/main-nav';
import { NAV_ITEMS, TAB_ITEMS, type NavItem } from './chrome/nav-items';
import { useScrollRestoration } from './chrome/scroll-restoration';
import { usePhoneLayout } from './chrome/use-phone-layout';
import { FIRST_SCREEN_SLOT_ATTRIBUTE, useFirstScreenPainted } from './first-screen';
import { OverlayOutlet } from './overlay-outlet';
import { signal } from '../lib/release-health/signals';
import { useRootStore } from './root-store-context';
import './chrome/chrome.css';

// The search-engine tags load after the first paint; the right-side quick links once the first screen's picture has
// painted (./first-screen): neither moves the page (the links float).
const SeoHead = lazy(() => import('../features/seo/seo-head'));
const QuickLinks = lazy(
  () => import(/* webpackChunkName: "quick-links" */ './chrome/quick-links/quick-links'),
);
const BackToTop = lazy(() =>
  import(/* webpackChunkName: "quick-links" */ './chrome/quick-links/quick-links').then((module) => ({
    default: module.BackToTop,
  })),
);
// The feedback modal (its form, the captcha kit) loads when it first opens, from the quick links or the drawer.
const FeedbackModal = lazy(() =>
  import('../features/feedback/feedback-modal').then((module) => ({ default: module.FeedbackModal })),
);
// The phone's menu drawer loads when it first opens.
const SiteDrawer = lazy(() => import(/* webpackChunkName: "site-drawer" */ './chrome/site-drawer'));

// The domain-unavailable dialog and its probing load on the first domain_not_available.
const DomainRoutingDialog = lazy(() => import('../features/domain-routing/domain-routing-dialog'));

// The areas' popups opened on realtime events (bonus popup, payment confirmation) load with the first one.
const EventPopupLayer = lazy(() => import('../features/event-popups/event-popup-layer'));

// The chat room (a floating button) loads once the first screen's picture has painted, only where the chat feature
// is on; the customer-service menu when it first opens (spec/shell.md §4).
const ChatWidget = lazy(() => import(/* webpackChunkName: "chat-widget" */ '../features/chat/chat-widget'));
const CustomerServiceMenu = lazy(() => import('../features/customer-service/customer-service-menu'));

// Responsible gaming's reality check (member-centre's widget) loads only for a logged-in member where it is on.
const RealityCheckMount = lazy(() => import('../features/reality-check/reality-check-mount'));

// The access modals (login, two-factor, passwords, registration, bind) load when one first opens.
const AccessModals = lazy(() =>
  import('../features/access/access-modals').then((module) => ({ default: module.AccessModals })),
);

// The lottery's floating mini-game: its slot (route and flag checks) loads only for a logged-in member.
const MiniGameSlot = lazy(() => import('../features/mini-game/mini-game-slot'));

/** The in-page game view, where the chat plugin is hidden. */
const SEAMLESS_PATH = '/seamless';

/**
 * The shell around every page (DESIGN §10). On a phone: a compact top bar (logo, balance or Log in / Register, the
 * menu button), the page, a bottom tab bar and the menu drawer. From 768 px: the header (logo, the navigation with
 * its More menu, language, account bar), the page between two gutters that hold the floating helpers (quick links
 * and chat at the end, the mini-game at the start), and the footer.
 */
export const Layout = observer(function Layout() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const phone = usePhoneLayout();
  const [chrome] = useState(() => new ChromeStore());
  useScrollRestoration();
  useEffect(() => {
    root.navigate = (to, options) => void navigate(to, options);
  }, [root, navigate]);
  // The drawer closes on a page change, a login or logout, and when the screen grows past a phone's.
  useEffect(() => chrome.closeDrawer(), [chrome, pathname, phone]);
  // Each route visit is a page view for release health.
  useEffect(() => signal({ kind: 'page', path: pathname }), [pathname]);
  useEffect(
    () =>
      reaction(
        () => root.session.isLoggedIn,
        () => chrome.closeDrawer(),
      ),
    [root, chrome],
  );
  // The chat plugin is hidden on /seamless (spec/shell.md §2): the page says so on <body>, where a chat plugin
  // (the site's own or a third-party script) looks: `body[data-chat="hidden"]`.
  const chatHidden = pathname === SEAMLESS_PATH || pathname.startsWith(`${SEAMLESS_PATH}/`);
  useEffect(() => {
    if (!chatHidden) return;
    document.body.dataset.chat = 'hidden';
    return () => void delete document.body.dataset.chat;
  }, [chatHidden]);
  // A new page: when the old page took the focus down with it, focus starts again at the new page's content (the
  // main landmark), so Tab goes on from there and Shift+Tab back to the header, never from a gone control.
  const mainRef = useRef<HTMLElement>(null);
  const pageChanged = useRef(false);
  useEffect(() => {
    // The first page keeps the browser's own start.
    if (!pageChanged.current) {
      pageChanged.current = true;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected)
      mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  const siteName = root.settings?.siteName || t('site_title');
  const enabled = (item: NavItem) => item.remote === null || (root.remotes?.isEnabled(item.remote) ?? false);
  const places = NAV_ITEMS.filter(enabled);
  const miniGameFloats = !phone || chrome.miniGameOnPhone;
  const firstScreenPainted = useFirstScreenPainted();
  return (
    <div className={phone ? 'host-app host-app--phone' : 'host-app'}>
      <header
        className={root.session.isLoggedIn ? 'host-header host-header--member' : 'host-header'}
        data-testid="shell-header"
      >
        {/* The site server paints the logo here before any script runs (first-screen.ts). */}
        <Link to="/" className="host-logo" {...{ [FIRST_SCREEN_SLOT_ATTRIBUTE]: 'logo' }}>
          <SiteLogo siteName={siteName} />
        </Link>
        {phone ? (
          <div className="host-header__end">
            <AccountBar compact />
            <button
              type="button"
              className="host-menu-button"
              aria-label={t('menu_open')}
              aria-expanded={chrome.drawerOpen}
              aria-haspopup="dialog"
              onClick={() => chrome.openDrawer()}
              data-testid="menu-button"
            >
              <MenuIcon aria-hidden="true" size={22} />
            </button>
          </div>
        ) : (
          <>
            <MainNav items={places} />
            <div className="host-header__end">
              <LanguageSwitcher />
              <AccountBar />
            </div>
          </>
        )}
      </header>
      <StaleStatus />
      <main className="host-main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="host-footer" data-testid="shell-footer">
        <p>
          <span className="host-footer__age" aria-hidden="true">
            18+
          </span>{' '}
          {t('footer_18')}
        </p>
        <p>{t('footer_copyright', { year: new Date().getFullYear(), site: siteName })}</p>
      </footer>
      {phone && <BottomTabs items={TAB_ITEMS.filter(enabled)} />}
      {phone && chrome.drawerOpen && (
        <Suspense fallback={null}>
          <SiteDrawer chrome={chrome} items={places} />
        </Suspense>
      )}
      {root.feedback.isOpen && (
        <Suspense fallback={null}>
          <FeedbackModal onClose={() => root.feedback.close()} />
        </Suspense>
      )}
      {(root.access.modal !== null || root.access.twoFactor !== null) && (
        <Suspense fallback={null}>
          <AccessModals />
        </Suspense>
      )}
      {root.eventPopups.current && (
        <Suspense fallback={null}>
          <EventPopupLayer />
        </Suspense>
      )}
      {root.domainRouting.message !== null && (
        <Suspense fallback={null}>
          <DomainRoutingDialog />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <SeoHead fallbackTitle={siteName} />
        {firstScreenPainted && (phone ? <BackToTop /> : <QuickLinks />)}
      </Suspense>
      {firstScreenPainted && root.flags.isOn(CHAT_FLAG) && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
      {root.session.isLoggedIn && miniGameFloats && (
        <Suspense fallback={null}>
          <MiniGameSlot />
        </Suspense>
      )}
      {root.session.isLoggedIn && (root.settings?.responsibleGaming?.realityCheckMinutes ?? 0) > 0 && (
        <Suspense fallback={null}>
          <RealityCheckMount intervalMinutes={root.settings!.responsibleGaming!.realityCheckMinutes!} />
        </Suspense>
      )}
      {root.customerServiceMenu.menuOpen && (
        <Suspense fallback={null}>
          <CustomerServiceMenu />
        </Suspense>
      )}
      <OverlayOutlet store={root.overlays} />
      <DialogOutlet
        store={root.dialogs}
        okLabel={t('common:confirm')}
        cancelLabel={t('common:cancel')}
        closeLabel={t('common:close')}
      />
    </div>
  );
});
