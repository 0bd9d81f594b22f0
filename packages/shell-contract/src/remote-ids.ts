/** The six remotes, in the order the design lists them. */
export const REMOTE_IDS = [
  'games-lobby',
  'lottery',
  'promotions',
  'points-mall',
  'agent-contracts',
  'member-centre',
] as const;

/** A remote's id (kebab-case). */
export type RemoteId = (typeof REMOTE_IDS)[number];

/** The module-federation container name of a remote (snake_case, a valid JS identifier). */
export function containerName(id: RemoteId): string {
  return id.replace(/-/g, '_');
}

/** The one module every remote exposes. */
export const EXPOSED_MODULE = './remote';

/**
 * Where each remote is mounted (DESIGN.md §4): the host renders a remote's routes under each of its base paths as
 * `<path>/*`. Part of the contract so the host and a remote's standalone harness agree; the merchant's flags decide
 * whether a remote is mounted at all.
 */
export const REMOTE_BASE_PATHS: Record<RemoteId, readonly string[]> = {
  'games-lobby': [
    '/electron',
    '/live',
    '/casino',
    '/fish',
    '/sports',
    '/pvp',
    '/rng',
    '/arcade',
    '/table',
    '/esports',
    // The in-page game views (spec/products.md §2): a real game on /seamless, a demo on /trial.
    '/seamless',
    '/trial',
  ],
  // /vnLottery: the Vietnam lottery page (spec/products.md §2).
  lottery: ['/lottery', '/lott', '/elott', '/vnLottery'],
  promotions: ['/promotions', '/promotion', '/news'],
  'points-mall': ['/member/pointMall'],
  'agent-contracts': ['/member/contracts'],
  'member-centre': ['/member'],
};
