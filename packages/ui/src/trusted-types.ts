/**
 * The site's Trusted Types policy for script addresses (`wl-script-url`, one of the policies the site's
 * Content-Security-Policy allows: deploy/src/site-rules.mjs). Every script the apps add themselves — a remote's
 * entry, the captcha vendor's, the mini-game's — gets its address from {@link trustedScriptUrl}: an http(s) address
 * on the site's own origin or on one registered with {@link allowScriptOrigin}. Where the browser enforces Trusted
 * Types the address is a `TrustedScriptURL`, without which the DOM refuses a script's `src`; elsewhere the same check
 * runs and the address stays a string.
 */

/** The policy's name, as the site's Content-Security-Policy lists it. */
export const SCRIPT_URL_POLICY = 'wl-script-url';

/** What this module needs of the browser's Trusted Types API. */
interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): {
    createScriptURL(url: string): unknown;
  };
}

const allowedOrigins = new Set<string>();
let policy: ReturnType<TrustedTypesLike['createPolicy']> | null | undefined;

/**
 * Let scripts come from the origin of `url` too (a remote map's CDN, the captcha vendor's), besides the site's own.
 *
 * @param url - an address on that origin (relative ones are the site's own)
 */
export function allowScriptOrigin(url: string): void {
  allowedOrigins.add(new URL(url, window.location.href).origin);
}

/** The address as given, when it may be a script's: http(s), on the site's origin or an allowed one. */
function checked(url: string): string {
  const resolved = new URL(url, window.location.href);
  const own = resolved.origin === window.location.origin;
  if (!/^https?:$/.test(resolved.protocol) || (!own && !allowedOrigins.has(resolved.origin)))
    throw new TypeError(`${url} is not an address the site loads scripts from`);
  return url;
}

/**
 * `url` as a script element's `src` takes it: checked (see the module), then a `TrustedScriptURL` where the browser
 * enforces Trusted Types. Typed as a string, which is what the DOM's typings accept for `src`.
 *
 * @param url - the script's address
 * @returns the value to assign to `script.src`
 * @throws TypeError for an address the site does not load scripts from
 */
export function trustedScriptUrl(url: string): string {
  if (policy === undefined) {
    const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    policy = trustedTypes ? trustedTypes.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: checked }) : null;
  }
  return policy ? (policy.createScriptURL(url) as string) : checked(url);
}
