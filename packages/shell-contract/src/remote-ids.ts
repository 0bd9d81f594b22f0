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
