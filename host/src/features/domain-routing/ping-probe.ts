import { pingDomain } from './api/ping';

/** Pings one candidate origin; resolves true when the site answers there. Aborted by the caller's timeout. */
export type DomainPing = (origin: string, signal: AbortSignal) => Promise<boolean>;

/**
 * `GET {origin}/wps/system/test/ping?speed=<now>` as a plain cross-origin fetch: no custom header (so no preflight),
 * no cookie and no token (another domain never sees the session). The backend answers the ping with
 * `Access-Control-Allow-Origin`, so the site can read it: a candidate is reachable only when its answer is the
 * platform's success envelope (an image or no-cors probe could not tell a parked domain from the site).
 */
export const fetchPing: DomainPing = async (origin, signal) => {
  try {
    const response = await fetch(`${origin}${pingDomain.path}?speed=${Date.now()}`, {
      method: pingDomain.method,
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      signal,
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: unknown; value?: unknown } | null;
    return body?.success === true && pingDomain.schema.safeParse(body.value).success;
  } catch {
    // Refused, reset, aborted, not JSON: not reachable.
    return false;
  }
};
