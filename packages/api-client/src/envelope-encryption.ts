/** The request as the encryption strategy sees it. */
export interface SealRequest {
  method: string;
  /** Path without origin or query, e.g. `/wps/session/login`. */
  path: string;
  body: unknown;
}

/** What to send instead of the plain body. */
export interface SealedRequest {
  body: unknown;
  headers: Record<string, string>;
}

/**
 * How encrypted calls are sealed. The default is {@link AesGcmRsaOaepScheme}; a backend with another scheme passes
 * its own implementation to the ApiClient.
 */
export interface EnvelopeScheme {
  seal(request: SealRequest): Promise<SealedRequest>;
  /** Forget cached key material (the server rotated its key). */
  reset(): void;
}

/** The server's public key as `GET /wps/system/encryption-key` gives it. */
export interface ServerKey {
  keyId: string;
  algorithm: string;
  /** Base64 SPKI (DER). */
  publicKey: string;
  /** The server's clock when it answered (epoch ms): seals carry server time, so a wrong device clock still works. */
  serverTime?: number;
}

/** Scheme version written in the header and the AAD. */
export const ENVELOPE_VERSION = 'v1';

const encoder = new TextEncoder();

/** Standard base64 of bytes (browser and Node). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Bytes of standard base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The additional authenticated data: binds the ciphertext to one method, path, key and moment (docs/encryption.md). */
export function envelopeAad(
  method: string,
  path: string,
  keyId: string,
  timestamp: number,
): Uint8Array<ArrayBuffer> {
  return encoder.encode(`${ENVELOPE_VERSION}\n${method.toUpperCase()}\n${path}\n${keyId}\n${timestamp}`);
}

/**
 * Default scheme (docs/encryption.md): a fresh AES-256-GCM key per request, wrapped with the server's RSA-OAEP-256
 * public key (fetched once); the AAD binds method, path, key id and timestamp. WebCrypto only.
 */
export class AesGcmRsaOaepScheme implements EnvelopeScheme {
  private key: Promise<{ keyId: string; publicKey: CryptoKey }> | null = null;
  /**
   * Server clock minus device clock, learned with the key. Phones with a manually set clock are common, and the
   * server refuses a seal more than 5 minutes off its own clock: the timestamp must be the server's time.
   */
  private clockOffsetMs = 0;

  constructor(
    private readonly fetchKey: () => Promise<ServerKey>,
    private readonly now: () => number = () => Date.now(),
    private readonly subtle: SubtleCrypto = globalThis.crypto.subtle,
  ) {}

  reset(): void {
    this.key = null;
  }

  async seal({ method, path, body }: SealRequest): Promise<SealedRequest> {
    const { keyId, publicKey } = await this.serverKey();
    const timestamp = Math.round(this.now() + this.clockOffsetMs);
    const aesKey = await this.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const plaintext = encoder.encode(JSON.stringify(body ?? {}));
    const [ciphertext, wrapped] = await Promise.all([
      this.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: envelopeAad(method, path, keyId, timestamp) },
        aesKey,
        plaintext,
      ),
      this.subtle
        .exportKey('raw', aesKey)
        .then((raw) => this.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw)),
    ]);
    const header = [
      ENVELOPE_VERSION,
      `kid=${keyId}`,
      `key=${toBase64(new Uint8Array(wrapped))}`,
      `iv=${toBase64(iv)}`,
      `ts=${timestamp}`,
    ].join('; ');
    return { body: { value: toBase64(new Uint8Array(ciphertext)) }, headers: { Encryption: header } };
  }

  /** Server clock minus device clock as last learned (diagnostics and tests). */
  get clockOffset(): number {
    return this.clockOffsetMs;
  }

  private serverKey(): Promise<{ keyId: string; publicKey: CryptoKey }> {
    const sentAt = this.now();
    this.key ??= this.fetchKey()
      .then(async ({ keyId, publicKey, serverTime }) => {
        const receivedAt = this.now();
        // The server read its clock about half a round trip before the answer arrived.
        if (typeof serverTime === 'number' && Number.isFinite(serverTime)) {
          this.clockOffsetMs = serverTime + (receivedAt - sentAt) / 2 - receivedAt;
        }
        return { keyId, publicKey };
      })
      .then(async ({ keyId, publicKey }) => ({
        keyId,
        publicKey: await this.subtle.importKey(
          'spki',
          fromBase64(publicKey),
          { name: 'RSA-OAEP', hash: 'SHA-256' },
          false,
          ['encrypt'],
        ),
      }))
      .catch((error: unknown) => {
        this.key = null; // a failed fetch is retried by the next call
        throw error;
      });
    return this.key;
  }
}
