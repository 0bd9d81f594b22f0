import type { DisplayLanguage } from '@wl/i18n';
import type { ShellServices } from '@wl/shell-contract';
import type { RootStore } from '../stores/root-store';

/** Agent type of demo/free-play accounts (spec/shell.md §6). */
export const DEMO_AGENT_TYPE = 4;

/**
 * The services every remote receives as `shell`. One object for the page's life: its members read the root store
 * at call time, so remotes always see the current session, language and router.
 */
export function createShellServices(root: RootStore): ShellServices {
  const t = root.i18n.t.bind(root.i18n);
  const shell: ShellServices = {
    api: root.api,
    events: root.events,
    session: root.session,
    flags: root.flags,
    i18n: {
      get language() {
        return root.language.language as DisplayLanguage;
      },
      t,
    },
    navigate: (to) => root.navigate(to),
    requireLogin: () => {
      if (root.session.isLoggedIn) return true;
      void root.dialogs
        .confirm(t('in_sorry_in'), { okText: t('login'), cancelText: t('cancel') })
        // The login popup modal logs in where the member is: the game, favourite or page they wanted stays.
        .then((go) => go && root.access.open('loginPopup'));
      return false;
    },
    requireRealAccount: () => {
      if (root.session.isAgent !== DEMO_AGENT_TYPE) return true;
      void root.dialogs.warn(t('in_need_true_account'));
      return false;
    },
    dialogs: {
      warn: (message) => root.dialogs.warn(message),
      confirm: (message, options) => root.dialogs.confirm(message, options),
      toast: (message, options) => root.dialogs.toast(message, options),
    },
    openCustomerService: () => void root.dialogs.warn(t('host:cs_not_configured')),
    openDeposit: () => root.navigate('/member/depositv2'),
    launchGame: async (params) => {
      if (!shell.requireLogin() || !shell.requireRealAccount()) return;
      const lobby = await root.remotes?.load('games-lobby');
      const launch = lobby?.services?.launchGame as ((p: typeof params) => Promise<void>) | undefined;
      if (launch) await launch(params);
      else await root.dialogs.warn(t('in_stay_tuned'));
    },
  };
  return shell;
}
