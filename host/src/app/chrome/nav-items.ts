import type { RemoteId } from '@wl/shell-contract';

/** One place of the main navigation: its path, its text key (namespace `host`) and the remote that must be on. */
export interface NavItem {
  readonly to: string;
  readonly key: string;
  /** The area that serves the path; null for the shell's own page (home). */
  readonly remote: RemoteId | null;
}

/** Main navigation, in order: an item shows only when its area is enabled for the merchant. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', key: 'nav_home', remote: null },
  { to: '/live', key: 'nav_live', remote: 'games-lobby' },
  { to: '/electron', key: 'nav_slots', remote: 'games-lobby' },
  { to: '/fish', key: 'nav_fish', remote: 'games-lobby' },
  { to: '/sports', key: 'nav_sports', remote: 'games-lobby' },
  { to: '/lottery', key: 'nav_lottery', remote: 'lottery' },
  { to: '/promotions', key: 'nav_promotions', remote: 'promotions' },
];

/** A tab of the phone's bottom bar: a place, and the paths that count as being there. */
export interface TabItem extends NavItem {
  /** Icon name in ./icons. */
  readonly icon: 'home' | 'games' | 'lottery' | 'promotions' | 'me';
  /** Paths (first segment) that mark this tab as the current one. */
  readonly match: readonly string[];
}

/**
 * The phone's bottom bar: the five places a player goes most (DESIGN §10). Games opens the slot lobby, the
 * lobby most players start from; every other lobby is one tap away in the menu.
 */
export const TAB_ITEMS: readonly TabItem[] = [
  { to: '/', key: 'nav_home', remote: null, icon: 'home', match: [] },
  {
    to: '/electron',
    key: 'nav_games',
    remote: 'games-lobby',
    icon: 'games',
    match: ['/electron', '/live', '/fish', '/sports'],
  },
  { to: '/lottery', key: 'nav_lottery', remote: 'lottery', icon: 'lottery', match: ['/lottery'] },
  {
    to: '/promotions',
    key: 'nav_promotions',
    remote: 'promotions',
    icon: 'promotions',
    match: ['/promotions', '/promotion'],
  },
  { to: '/member', key: 'nav_me', remote: 'member-centre', icon: 'me', match: ['/member'] },
];

/** Whether `pathname` is inside one of `bases` (the base itself or below it). */
export function isUnder(pathname: string, bases: readonly string[]): boolean {
  return bases.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}
