/**
 * Link checks for server-provided targets. External links must be http or https (never `javascript:`, `data:` or
 * the like); internal paths must be site paths (never protocol-relative `//host` links).
 */

/** The URL if it is an absolute http(s) URL, else null. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A path inside the site (`/lottery`, `promotions#12`), or null for anything that could leave it. */
export function safeInternalPath(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  // A scheme (javascript:, https:, ...) or a protocol-relative/backslash start leaves the site.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || /^[/\\]{2}/.test(text) || text.startsWith('/\\')) return null;
  return text.startsWith('/') ? text : `/${text}`;
}

/** Open an external link in a new window that cannot reach ours. */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
