import type { RemoteMap } from '../config/site-config';

/** Query parameter pointing remotes at other published versions for this page load: `lottery@1.0.0,promotions@1.2.0`. */
export const REMOTE_OVERRIDE_PARAM = 'remote-override';
/** Local storage key keeping overrides in this browser until removed (same format as the query parameter). */
export const REMOTE_OVERRIDE_STORAGE_KEY = 'wl.remote-override';

/** One `remote@version` item of the list, whole: a URL or a path in place of the version never matches. */
const ITEM = /(?:^|,)\s*([a-z][a-z-]*)@(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\s*(?=,|$)/g;

/** What the override reads (the browser's query string and storage; fakes in tests). */
export interface RemoteOverrideSource {
  /** The merchant's settings allow overrides (settings `remoteOverride`, off unless the merchant turns it on). */
  allowed: boolean;
  search: string;
  storage: { get(key: string): string | null };
}

/**
 * The remote map with this browser's overrides applied, for developers and QA (like import-map overrides): a
 * remote already in the merchant's map is pointed at another published version of itself, on this site only (never
 * another origin). The query parameter wins over local storage. Without the merchant's permission nothing changes.
 */
export function applyRemoteOverrides(map: RemoteMap, source: RemoteOverrideSource): RemoteMap {
  const requested = `${source.storage.get(REMOTE_OVERRIDE_STORAGE_KEY) ?? ''},${new URLSearchParams(source.search).get(REMOTE_OVERRIDE_PARAM) ?? ''}`;
  let next = map;
  for (const [, id, version] of requested.matchAll(ITEM)) {
    if (!map[id!]) continue;
    if (!source.allowed) {
      console.warn('[remotes] remote overrides are off for this merchant');
      return map;
    }
    next = { ...next, [id!]: { version: version!, entry: `/remotes/${id}/${version}/mf-manifest.json` } };
  }
  return next;
}
