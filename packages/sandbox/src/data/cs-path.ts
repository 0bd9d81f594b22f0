/**
 * The customer-service path obfuscation of docs/customer-service.md (the site decodes it in
 * host/src/features/customer-service/path-codec.ts): `wlcs1:` then base64 of the link's UTF-8 bytes XORed with the
 * repeated key `wl-cs:<merchant code>`. TextEncoder and btoa: the seed also runs in the site's jsdom tests.
 */
export function encodeCsPath(link: string, merchant: string): string {
  const key = new TextEncoder().encode(`wl-cs:${merchant}`);
  const bytes = new TextEncoder().encode(link).map((byte, i) => byte ^ key[i % key.length]!);
  return `wlcs1:${btoa(String.fromCharCode(...bytes))}`;
}
