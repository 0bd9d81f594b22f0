import { ModalFrame } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { AccountSummary } from '../../features/account-bar/account-extras';
import { LogoutButton } from '../../features/account-bar/account-bar';
import { chatStore } from '../../features/chat/chat';
import { LanguageSwitcher } from '../../features/language-switcher/language-switcher';
import { miniGameShown } from '../../features/mini-game/mini-game-gate';
import { QuickLinks } from './quick-links/quick-links';
import { useRootStore } from '../root-store-context';
import type { ChromeStore } from './chrome-store';
import { CloseIcon, MiniGameIcon } from './icons';
import { isUnder, type NavItem } from './nav-items';
import './site-drawer.css';

/**
 * The phone's menu (DESIGN §10): a sheet from the end edge with everything the top bar and the bottom tabs leave
 * out: the member's account parts, every place of the site, the language, the quick links (customer service, app
 * download, feedback, invite friends), the chat room, the mini-game, and log out. A modal dialog: the focus moves in,
 * stays, and returns to the menu button; Escape, the close button or a chosen place closes it.
 */
export default observer(function SiteDrawer({
  chrome,
  items,
}: {
  chrome: ChromeStore;
  items: readonly NavItem[];
}) {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const close = () => chrome.closeDrawer();
  const loggedIn = root.session.isLoggedIn;
  const chat = chatStore(root);
  // The chat room is hidden on /seamless (spec/shell.md §2), as its launcher is.
  const chatShown = chat.visible && !isUnder(pathname, ['/seamless']);
  const miniGame = miniGameShown({ pathname, loggedIn, isOn: (flag) => root.flags.isOn(flag) });
  return (
    <ModalFrame
      label={t('menu_title')}
      onClose={close}
      className="host-drawer"
      backdropClassName="host-drawer-backdrop"
      testId="site-drawer"
    >
      <div className="host-drawer__head">
        <h2 className="host-drawer__title">{t('menu_title')}</h2>
        <button
          type="button"
          className="host-drawer__close"
          aria-label={t('common:close')}
          onClick={close}
          data-testid="site-drawer-close"
        >
          <CloseIcon size={20} />
        </button>
      </div>
      {loggedIn && <AccountSummary />}
      <nav className="host-drawer__places" aria-label={t('nav_places')} onClick={close}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.to === '/'}>
            {t(item.key)}
          </NavLink>
        ))}
      </nav>
      <label className="host-drawer__language">
        <span>{t('language')}</span>
        <LanguageSwitcher />
      </label>
      <QuickLinks variant="list" onChosen={close} />
      {chatShown || miniGame ? (
        <div className="host-drawer__actions">
          {chatShown && (
            <button
              type="button"
              onClick={() => {
                close();
                chat.toggle();
              }}
              data-testid="drawer-chat"
            >
              {t('chat_title')}
              {chat.badge && <span className="host-drawer__badge">{chat.badge}</span>}
            </button>
          )}
          {miniGame && (
            <button
              type="button"
              aria-pressed={chrome.miniGameOnPhone}
              onClick={() => {
                close();
                chrome.toggleMiniGame();
              }}
              data-testid="drawer-mini-game"
            >
              <MiniGameIcon size={18} />
              {t(chrome.miniGameOnPhone ? 'mini_game_hide' : 'mini_game_show')}
            </button>
          )}
        </div>
      ) : null}
      {loggedIn && (
        <div className="host-drawer__logout">
          <LogoutButton />
        </div>
      )}
    </ModalFrame>
  );
});
