// Test-only (`@wl/sandbox/testing-encryption`): the client side of docs/encryption.md, written from the document and
// independently of the sandbox's server code, so tests that use it check the wire format rather than agree with it.
// The site's real implementation is `AesGcmRsaOaepScheme` in @wl/api-client; the sandbox must not depend on it.
import type { Sandbox } from './sandbox';

/** What replaces a plain body: the `Encryption` header and the `{ value }` body. */
export interface SealedRequest {
  headers: { Encryption: string };
  body: { value: string };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function unbase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/**
 * Seals `body` for one call exactly as docs/encryption.md says: a fresh AES-256-GCM key and 12-byte IV, the AAD
 * `v1\n<METHOD>\n<path>\n<keyId>\n<ts>`, the AES key wrapped with RSA-OAEP (SHA-256). `path` is what goes into the
 * AAD; send the request wherever the test wants (a different path is how tests prove the binding).
 *
 * @param publicKeyBase64 - SPKI (DER) in standard base64, as `GET /wps/system/encryption-key` gives it
 * @param ts - epoch ms written in the header and the AAD
 */
export async function encryptForSandbox(
  publicKeyBase64: string,
  keyId: string,
  method: string,
  path: string,
  body: unknown,
  ts: number,
): Promise<SealedRequest> {
  const subtle = globalThis.crypto.subtle;
  const publicKey = await subtle.importKey(
    'spki',
    unbase64(publicKeyBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const encoder = new TextEncoder();
  const aad = encoder.encode(`v1\n${method.toUpperCase()}\n${path}\n${keyId}\n${ts}`);
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: aad },
    aesKey,
    encoder.encode(JSON.stringify(body)),
  );
  const wrappedKey = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    publicKey,
    await subtle.exportKey('raw', aesKey),
  );
  return {
    headers: {
      Encryption: `v1; kid=${keyId}; key=${base64(new Uint8Array(wrappedKey))}; iv=${base64(iv)}; ts=${ts}`,
    },
    body: { value: base64(new Uint8Array(ciphertext)) },
  };
}

/**
 * {@link encryptForSandbox} with the sandbox's current key and, by default, its clock: a test sandbox with a fixed
 * `now` would call a `Date.now()` timestamp stale.
 */
export async function sealForSandbox(
  sandbox: Pick<Sandbox, 'encryptionKey' | 'now'>,
  method: string,
  path: string,
  body: unknown,
  ts: number = sandbox.now(),
): Promise<SealedRequest> {
  const { keyId, publicKey } = await sandbox.encryptionKey();
  return encryptForSandbox(publicKey, keyId, method, path, body, ts);
}
