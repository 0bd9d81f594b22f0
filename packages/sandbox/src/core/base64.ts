/** Standard base64 with padding, nothing else (docs/encryption.md): `atob` alone would also take unpadded text. */
const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard base64 of bytes. `btoa` works in browsers, jsdom and Node alike, unlike `Buffer`. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: spreading a large array into one call would overflow the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Bytes of strict standard base64 (padding required), or null when the text is not that. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!STRICT_BASE64.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
