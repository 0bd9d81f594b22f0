import { DialogOutlet } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AccountBar } from '../features/account-bar/account-bar';
import { CHAT_FLAG } from '../features/chat/constants';
import { LanguageSwitcher } from '../features/language-switcher/language-switcher';
import { SiteLogo } from '../features/site-settings/site-logo';
import { StaleStatus } from '../features/site-settings/stale-status';
import { FIRST_SCREEN_SLOT_ATTRIBUTE, useFirstScreenPainted } from './first-screen';
import { useRootStore } from './root-store-context';

// The search-engine tags load after the first paint; the right-side quick links once the first screen's picture has
// painted (./first-screen): neither moves the page (the links float).
const SeoHead = lazy(() => import('../features/seo/seo-head'));
const QuickLinks = lazy(
  () => import(/* webpackChunkName: "quick-links" */ '../features/quick-links/quick-links'),
);

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

/** Main navigation: an item shows only when its area is enabled for the merchant. */
const NAV_ITEMS = [
  { to: '/live', key: 'nav_live', remote: 'games-lobby' },
  { to: '/electron', key: 'nav_slots', remote: 'games-lobby' },
  { to: '/fish', key: 'nav_fish', remote: 'games-lobby' },
  { to: '/sports', key: 'nav_sports', remote: 'games-lobby' },
  { to: '/lottery', key: 'nav_lottery', remote: 'lottery' },
  { to: '/promotions', key: 'nav_promotions', remote: 'promotions' },
] as const;

/** The shell around every page: header (navigation, language, account bar), the page, the footer. */
export const Layout = observer(function Layout() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    root.navigate = (to, options) => void navigate(to, options);
  }, [root, navigate]);
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
  const firstScreenPainted = useFirstScreenPainted();
  return (
    <div className="host-app">
      <header className="host-header" data-testid="shell-header">
        {/* The site server paints the logo here before any script runs (first-screen.ts). */}
        <Link to="/" className="host-logo" {...{ [FIRST_SCREEN_SLOT_ATTRIBUTE]: 'logo' }}>
          <SiteLogo siteName={siteName} />
        </Link>
        <nav className="host-nav" aria-label="main">
          <NavLink to="/" end>
            {t('nav_home')}
          </NavLink>
          {NAV_ITEMS.filter((item) => root.remotes?.isEnabled(item.remote)).map((item) => (
            <NavLink key={item.to} to={item.to}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="host-header__end">
          <LanguageSwitcher />
          <AccountBar />
        </div>
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
        {firstScreenPainted && <QuickLinks />}
      </Suspense>
      {firstScreenPainted && root.flags.isOn(CHAT_FLAG) && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
      {root.session.isLoggedIn && (
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
      <DialogOutlet
        store={root.dialogs}
        okLabel={t('common:confirm')}
        cancelLabel={t('common:cancel')}
        closeLabel={t('common:close')}
      />
    </div>
  );
});
