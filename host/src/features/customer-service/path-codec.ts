import { CS_PATH_PREFIX } from './constants';

/**
 * The obfuscation of a customer-service path that does not start with http (docs/customer-service.md): `wlcs1:`
 * then base64 of the link's UTF-8 bytes XORed with the repeated key `wl-cs:<merchant code>`. The browser must open
 * the link, so this only keeps it out of plain sight (scrapers, casual reading); it is no secret.
 */
function keyBytes(merchant: string): Uint8Array {
  return new TextEncoder().encode(`wl-cs:${merchant}`);
}

function xor(bytes: Uint8Array, key: Uint8Array): Uint8Array {
  return bytes.map((byte, i) => byte ^ key[i % key.length]!);
}

/** Encode a link for `merchant` (what the back office stores; the sandbox does the same). */
export function encodeCsPath(link: string, merchant: string): string {
  const bytes = xor(new TextEncoder().encode(link), keyBytes(merchant));
  return CS_PATH_PREFIX + btoa(String.fromCharCode(...bytes));
}

/**
 * The link of a path: as is when it starts with http, else decoded. Only an absolute http(s) link is returned
 * (house rule); a malformed or other path gives null.
 */
export function decodeCsPath(path: string | null | undefined, merchant: string): string | null {
  if (!path) return null;
  let link = path;
  if (!/^http/i.test(path)) {
    if (!path.startsWith(CS_PATH_PREFIX)) return null;
    try {
      const raw = atob(path.slice(CS_PATH_PREFIX.length));
      const bytes = Uint8Array.from(raw, (c) => c.charCodeAt(0));
      link = new TextDecoder('utf-8', { fatal: true }).decode(xor(bytes, keyBytes(merchant)));
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
