import type { RemoteId } from '@wl/shell-contract';

/** How the host mounts one remote. */
export interface RemoteMount {
  /** The whitelabel flag that switches the whole area on. */
  flag: string;
  /** Paths the remote owns; each is mounted as `<path>/*` (DESIGN.md §4). */
  basePaths: string[];
  /** The host redirects to /login when logged out (the member centre and what it frames). */
  requiresLogin: boolean;
  /** Pages are framed by the member centre's MemberFrame widget. */
  framedByMemberCentre: boolean;
}

/**
 * Who owns which route, and which flag switches each area on. The one place that maps remotes to flags:
 * a remote whose flag is off is never registered, so its code is never downloaded.
 */
export const REMOTE_TABLE: Record<RemoteId, RemoteMount> = {
  'games-lobby': {
    flag: 'GAMELOBBY3',
    basePaths: [
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
    ],
    requiresLogin: false,
    framedByMemberCentre: false,
  },
  lottery: {
    flag: 'LOTTERY3',
    basePaths: ['/lottery', '/lott', '/elott'],
    requiresLogin: false,
    framedByMemberCentre: false,
  },
  promotions: {
    flag: 'PROMO3',
    basePaths: ['/promotions', '/promotion', '/news'],
    requiresLogin: false,
    framedByMemberCentre: false,
  },
  'points-mall': {
    flag: 'PTSYS3',
    basePaths: ['/member/pointMall'],
    requiresLogin: true,
    framedByMemberCentre: true,
  },
  'agent-contracts': {
    flag: 'AGECONTRACT3',
    basePaths: ['/member/contracts'],
    requiresLogin: true,
    framedByMemberCentre: true,
  },
  'member-centre': {
    flag: 'MEMCEN3',
    basePaths: ['/member'],
    requiresLogin: true,
    framedByMemberCentre: false,
  },
};
