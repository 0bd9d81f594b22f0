import { REMOTE_BASE_PATHS, REMOTE_IDS, type RemoteId } from '@wl/shell-contract';

/** How the host mounts one remote. */
export interface RemoteMount {
  /** The whitelabel flag that switches the whole area on. */
  flag: string;
  /** Paths the remote owns; each is mounted as `<path>/*` (from the contract's REMOTE_BASE_PATHS). */
  basePaths: readonly string[];
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
    basePaths: REMOTE_BASE_PATHS['games-lobby'],
    requiresLogin: false,
    framedByMemberCentre: false,
  },
  lottery: {
    flag: 'LOTTERY3',
    basePaths: REMOTE_BASE_PATHS['lottery'],
    requiresLogin: false,
    framedByMemberCentre: false,
  },
  promotions: {
    flag: 'PROMO3',
    basePaths: REMOTE_BASE_PATHS['promotions'],
    requiresLogin: false,
    framedByMemberCentre: false,
  },
  'points-mall': {
    flag: 'PTSYS3',
    basePaths: REMOTE_BASE_PATHS['points-mall'],
    requiresLogin: true,
    framedByMemberCentre: true,
  },
  'agent-contracts': {
    flag: 'AGECONTRACT3',
    basePaths: REMOTE_BASE_PATHS['agent-contracts'],
    requiresLogin: true,
    framedByMemberCentre: true,
  },
  'member-centre': {
    flag: 'MEMCEN3',
    basePaths: REMOTE_BASE_PATHS['member-centre'],
    requiresLogin: true,
    framedByMemberCentre: false,
  },
};

/** The remote that owns a path by its first segment (`/electron/hot` → games-lobby), or null (the shell's own pages). */
export function remoteOwningPath(pathname: string): RemoteId | null {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return REMOTE_IDS.find((id) => REMOTE_TABLE[id].basePaths.includes(first)) ?? null;
}
