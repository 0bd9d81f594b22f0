import { safeExternalUrl } from '@wl/ui';

/** The origin of a listed address (`www.example.com` takes the page's protocol); null unless http(s). */
export function lineOrigin(domainName: string, protocol = 'https:'): string | null {
  const text = domainName.trim();
  if (!text) return null;
  const absolute = safeExternalUrl(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `${protocol}//${text}`);
  return absolute ? new URL(absolute).origin : null;
}
