import type { z } from 'zod';
import type { PoolName } from './constants';

/** HTTP methods the backend uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * One backend call: where it goes, what its `value` must look like, and how the client treats it.
 * Areas list their endpoints in one module (`api/paths.ts`) so a merchant's paths are remapped in one place.
 */
export interface Endpoint<TValue> {
  /** Stable id, `<area>.<name>`, used in logs and error messages. */
  id: string;
  method: HttpMethod;
  /** Path on the site's origin; `{name}` segments are filled from `pathParams`. */
  path: string;
  /** Parses the envelope's `value`. */
  schema: z.ZodType<TValue, unknown>;
  /** Send the body as an encrypted envelope (the calls the spec marks encrypted; docs/encryption.md). */
  encrypted?: boolean;
  /** Keep successful answers in session storage this long (CACHE_LIFETIME_MS for the reads the spec caches). */
  cacheMs?: number;
  /** Concurrency pool (`gameList` allows 4 at once, `default` 6). */
  pool?: PoolName;
  /** At most one request per interval: calls inside it share the last answer (captcha 1 s, geetest 250 ms). */
  minIntervalMs?: number;
  /**
   * The general warning dialog on failure. Default: on for actions (non-GET), off for reads, which show their failure
   * where the data would be (a retry card). The catalogue's specific rows (401, session, 504, domain) always apply.
   */
  alerts?: boolean;
  /** Never report failures (affiliate check, relay calls): the caller gets the rejection, the member sees nothing. */
  silent?: boolean;
}

/** Declare an endpoint (identity function that fixes the value type). */
export function defineEndpoint<TValue>(endpoint: Endpoint<TValue>): Endpoint<TValue> {
  return endpoint;
}

/** Fill `{name}` segments of a path; values are URI-encoded. Throws on a missing parameter. */
export function fillPath(path: string, pathParams: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Where an endpoint goes and how the client treats it, without its schema: the entries of an area's one table of
 * endpoints (`api/paths.ts`), which a merchant whose backend differs remaps.
 */
export type EndpointRoute = Omit<Endpoint<unknown>, 'id' | 'schema'>;
