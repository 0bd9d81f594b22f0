import { REMOTE_DESCRIPTORS, REMOTE_IDS, type RemoteId } from '@wl/shell-contract';

/** How the host mounts one remote: from its descriptor (its package.json `wl`, compiled in). */
export interface RemoteMount {
  /** The whitelabel flag that switches the whole area on (the runtime map's, where it has one, decides). */
  flag: string;
  /** Paths the remote owns; each is mounted as `<path>/*`. */
  basePaths: readonly string[];
  /** The host redirects to /login when logged out (the member centre and what it frames). */
  requiresLogin: boolean;
  /** Pages are framed by the member centre's MemberFrame widget. */
  framedByMemberCentre: boolean;
}

/**
 * Who owns which route, and which flag switches each area on, as each remote declares it in its package.json `wl`
 * (DESIGN.md §6): a remote whose flag is off is never registered, so its code is never downloaded.
 */
export const REMOTE_TABLE = {} as Record<RemoteId, RemoteMount>;
for (const id of REMOTE_IDS) {
  const { flag, paths, requiresLogin, framedByMemberCentre } = REMOTE_DESCRIPTORS[id];
  REMOTE_TABLE[id] = { flag, basePaths: paths, requiresLogin, framedByMemberCentre };
}

/** The remote that owns a path by its first segment (`/electron/hot` → games-lobby), or null (the shell's own pages). */
export function remoteOwningPath(pathname: string): RemoteId | null {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return REMOTE_IDS.find((id) => REMOTE_TABLE[id].basePaths.includes(first)) ?? null;
}
