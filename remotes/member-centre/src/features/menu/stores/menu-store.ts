import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable } from 'mobx';
import {
  AGENT_MENU,
  AGENT_MENU_TYPES,
  DEMO_AGENT_TYPE,
  MEMBER_MENU,
  NO_UPLINE_TRANSFER_AGENT_TYPE,
  REFERRAL_FLAG,
  UPLINE_TRANSFER_FLAG,
  type MenuItem,
} from '../../../constants';
import { PAGES } from '../../../pages';

/**
 * The member/agent menus for the current member: items whose page exists, whose flag is on and whose rule holds.
 * Reads the observable session, so it follows log-in, log-out and member changes.
 */
export class MenuStore {
  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<MenuStore, 'shell'>(this, { shell: false });
  }

  /** isAgent 1, 2, 41, 42 get the agent centre menu. */
  get isAgentMenuShown(): boolean {
    const isAgent = this.shell.session.isAgent;
    return isAgent !== null && AGENT_MENU_TYPES.includes(isAgent);
  }

  /** Demo accounts (isAgent 4) may not use member-centre pages. */
  get isDemoAccount(): boolean {
    return this.shell.session.isAgent === DEMO_AGENT_TYPE;
  }

  /** Whether one item shows for this member. */
  isShown(item: MenuItem): boolean {
    // A page lives here (the PAGES table) or elsewhere on the site (available): never a dead link.
    if (!item.available && !PAGES[item.key]) return false;
    if (item.flag && !this.shell.flags.isOn(item.flag)) return false;
    // Agent centre pages only for the agent types (a typed /member/agentTeam URL too).
    if (AGENT_MENU.includes(item) && !this.isAgentMenuShown) return false;
    const { session } = this.shell;
    switch (item.rule) {
      case 'toUpline':
        return (
          session.member?.toUpline === 1 &&
          session.isAgent !== NO_UPLINE_TRANSFER_AGENT_TYPE &&
          this.shell.flags.isOn(UPLINE_TRANSFER_FLAG)
        );
      case 'referral':
        return this.isAgentMenuShown || this.shell.flags.isOn(REFERRAL_FLAG);
      default:
        return true;
    }
  }

  get memberItems(): MenuItem[] {
    return MEMBER_MENU.filter((item) => this.isShown(item));
  }

  /** Empty unless the agent menu shows. */
  get agentItems(): MenuItem[] {
    return this.isAgentMenuShown ? AGENT_MENU.filter((item) => this.isShown(item)) : [];
  }
}
