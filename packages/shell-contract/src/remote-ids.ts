import { REMOTE_DESCRIPTORS } from './remote-descriptors';

/** A remote's id (kebab-case): the name of its folder under remotes/. */
export type RemoteId = keyof typeof REMOTE_DESCRIPTORS;

/** The remotes, in the order the design lists them (their dev ports' order). */
export const REMOTE_IDS = Object.keys(REMOTE_DESCRIPTORS) as readonly RemoteId[];

/** The module-federation container name of a remote (snake_case, a valid JS identifier). */
export function containerName(id: RemoteId): string {
  return id.replace(/-/g, '_');
}

/** The one module every remote exposes. */
export const EXPOSED_MODULE = './remote';

/**
 * Where each remote is mounted (its descriptor's `paths`): the host renders a remote's routes under each of its base
 * paths as `<path>/*`. Part of the contract so the host and a remote's standalone harness agree; the merchant's flags
 * decide whether a remote is mounted at all.
 */
export const REMOTE_BASE_PATHS = {} as Record<RemoteId, readonly string[]>;
for (const id of REMOTE_IDS) REMOTE_BASE_PATHS[id] = REMOTE_DESCRIPTORS[id].paths;
