import type { z } from 'zod';

/** HTTP methods the backend uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * One backend call: where it goes and what its `value` must look like.
 * Areas list their endpoints in one module (`api/endpoints.ts`) so a merchant's paths are remapped in one place.
 */
export interface Endpoint<TValue> {
  /** Stable id, `<area>.<name>`, used in logs and error messages. */
  id: string;
  method: HttpMethod;
  /** Path on the site's origin; `{name}` segments are filled from `pathParams`. */
  path: string;
  /** Parses the envelope's `value`. */
  schema: z.ZodType<TValue>;
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
