import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable } from 'mobx';
import {
  AGENT_MENU,
  AGENT_MENU_TYPES,
  DEMO_AGENT_TYPE,
  MEMBER_MENU,
  MENU_GROUPS,
  NO_UPLINE_TRANSFER_AGENT_TYPE,
  REFERRAL_FLAG,
  UPLINE_TRANSFER_FLAG,
  type MenuGroupKey,
  type MenuItem,
} from '../../../constants';
import { PAGES } from '../../../pages';

/** A group of a menu as shown: its key (heading `menu_group_<key>`) and its items, never empty. */
export interface ShownMenuGroup {
  key: MenuGroupKey;
  items: MenuItem[];
}

/** The member centre's own index page: there the phone's menu starts open (the menu is what a player came for). */
const INDEX_PATH = '/member';

/** `items` in the groups of MENU_GROUPS, in that order, without empty groups. */
function groupsOf(items: MenuItem[]): ShownMenuGroup[] {
  return MENU_GROUPS.map((key) => ({ key, items: items.filter((item) => item.group === key) })).filter(
    (group) => group.items.length > 0,
  );
}

/**
 * The member/agent menus for the current member: items whose page exists, whose flag is on and whose rule holds.
 * Reads the observable session, so it follows log-in, log-out and member changes.
 */
export class MenuStore {
  /**
   * On a phone the menus fold into one button (a select-like sheet): opened or closed by the player, or null for the
   * page's default (open on the index, closed on a page).
   */
  private sheetChoice: boolean | null = null;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<MenuStore, 'shell'>(this, { shell: false }, { autoBind: true });
  }

  /** Whether the phone's menu sheet is open on `pathname` (on wider screens the menus always show). */
  isSheetOpen(pathname: string): boolean {
    return this.sheetChoice ?? pathname.replace(/\/$/, '') === INDEX_PATH;
  }

  /** The menu button: open or close the sheet. */
  toggleSheet(pathname: string): void {
    this.sheetChoice = !this.isSheetOpen(pathname);
  }

  /** An item was chosen: the sheet goes back to the page's default (closed on the page it opens). */
  resetSheet(): void {
    this.sheetChoice = null;
  }

  /** The shown item whose page is `pathname` (the phone's menu button names it), or null. */
  itemAt(pathname: string): MenuItem | null {
    const path = pathname.replace(/\/$/, '');
    return [...this.memberItems, ...this.agentItems].find((item) => item.path === path) ?? null;
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

  /** The member centre's shown items in their groups. */
  get memberGroups(): ShownMenuGroup[] {
    return groupsOf(this.memberItems);
  }

  /** The agent centre's shown items in their groups (none unless the agent menu shows). */
  get agentGroups(): ShownMenuGroup[] {
    return groupsOf(this.agentItems);
  }
}
