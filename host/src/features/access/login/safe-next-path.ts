import { safeInternalPath } from '@wl/ui';

/**
 * Where to go after login: only a path on this site. Anything else (another origin, `//host`, a scheme) goes home,
 * so a crafted link cannot bounce a member to a phishing page.
 */
export function safeNextPath(next: string | null): string {
  return safeInternalPath(next) ?? '/';
}
