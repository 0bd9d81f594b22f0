import { fromBase64, toBase64 } from './base64';

/** The one scheme the sandbox speaks (docs/encryption.md): the header's version token and the AAD's first line. */
export const ENCRYPTION_VERSION = 'v1';

/** Algorithm name `GET /wps/system/encryption-key` reports. */
export const ENCRYPTION_ALGORITHM = 'RSA-OAEP-256';

/** How far a request's `ts` may be from the sandbox clock, either way (docs/encryption.md: 5 minutes). */
export const ENCRYPTION_MAX_SKEW_MS = 5 * 60_000;

/**
 * `METHOD /path` of the endpoints the sandbox implements that the spec marks encrypted: a plain body there is refused
 * with `encryption.required`. Areas add their own through `SandboxArea.encryptedEndpoints` (points redeem and point
 * conversion are encrypted too); the shell's are here: login, two-factor, change password, set password by phone,
 * register and register by mobile (spec/shell.md §7).
 */
export const ENCRYPTED_ENDPOINTS: readonly string[] = [
  'POST /wps/session/login',
  'POST /wps/session/login/verification',
  'POST /wps/member/password',
  'POST /wps/member/password/verification',
  'PUT /wps/member/register',
  'PUT /wps/member/register/mobile',
];

/** The public half of the sandbox's key, as `GET /wps/system/encryption-key` answers it. */
export interface SandboxEncryptionKey {
  keyId: string;
  algorithm: typeof ENCRYPTION_ALGORITHM;
  /** SPKI (DER), standard base64. */
  publicKey: string;
}

/** The `errorCode` of each check of docs/encryption.md, in the order the checks run. */
export type EncryptionErrorCode =
  | 'encryption.required'
  | 'encryption.malformed'
  | 'encryption.unknown_key'
  | 'encryption.stale'
  | 'encryption.invalid';

/** A failed check; the guard answers it as an HTTP 400 envelope with this code. */
export class EncryptionError extends Error {
  constructor(
    readonly code: EncryptionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EncryptionError';
  }
}

/** The parameters of an `Encryption` header, decoded. */
export interface EncryptionHeader {
  keyId: string;
  wrappedKey: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  /** The timestamp exactly as sent: the AAD is rebuilt from this text, not from a re-formatted number. */
  ts: string;
}

const malformed = (message: string) => new EncryptionError('encryption.malformed', message);

/**
 * Parses `v1; kid=<keyId>; key=<base64>; iv=<base64>; ts=<epoch ms>`. Parameter order is free (the version token is
 * the one part without `=`); unknown parameters are ignored so a later client can add some. Throws
 * `encryption.malformed` for anything else: no or another version, a missing, empty or repeated parameter, base64
 * that is not standard padded base64, an IV that is not 12 bytes, a `ts` that is not decimal digits.
 */
export function parseEncryptionHeader(value: string): EncryptionHeader {
  let version: string | null = null;
  const params = new Map<string, string>();
  for (const raw of value.split(';')) {
    const part = raw.trim();
    if (part === '') throw malformed('Encryption header has an empty part');
    const eq = part.indexOf('=');
    if (eq < 0) {
      if (version !== null) throw malformed('Encryption header has two version tokens');
      version = part;
      continue;
    }
    const name = part.slice(0, eq).trim();
    if (params.has(name)) throw malformed(`Encryption header repeats ${name}`);
    params.set(name, part.slice(eq + 1).trim());
  }
  if (version !== ENCRYPTION_VERSION) {
    throw malformed(`Encryption header version must be ${ENCRYPTION_VERSION}, got ${version ?? 'none'}`);
  }
  const param = (name: string): string => {
    const text = params.get(name);
    if (!text) throw malformed(`Encryption header lacks ${name}`);
    return text;
  };
  const keyId = param('kid');
  const wrappedKey = fromBase64(param('key'));
  if (!wrappedKey) throw malformed('Encryption key= is not standard base64');
  const iv = fromBase64(param('iv'));
  if (!iv || iv.length !== 12) throw malformed('Encryption iv= is not 12 bytes of standard base64');
  const ts = param('ts');
  // 16 digits reach past year 2200 in epoch ms and stay exact as a double.
  if (!/^\d{1,16}$/.test(ts)) throw malformed('Encryption ts= is not epoch milliseconds');
  return { keyId, wrappedKey, iv, ts };
}

/** The ciphertext of a `{ "value": base64 }` body; `encryption.malformed` when the body is not that. */
function parseSealedBody(text: string): Uint8Array<ArrayBuffer> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw malformed('encrypted body is not JSON');
  }
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).value : undefined;
  const ciphertext = typeof value === 'string' && value !== '' ? fromBase64(value) : null;
  if (!ciphertext) throw malformed('encrypted body must be { "value": <standard base64> }');
  return ciphertext;
}

/** UTF-8 of `v1\n<METHOD>\n<path>\n<keyId>\n<timestamp>`: what binds a ciphertext to one call (docs/encryption.md). */
export function envelopeAad(
  method: string,
  path: string,
  keyId: string,
  ts: string,
): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(
    `${ENCRYPTION_VERSION}\n${method.toUpperCase()}\n${path}\n${keyId}\n${ts}`,
  ) as Uint8Array<ArrayBuffer>;
}

interface KeyPair {
  info: SandboxEncryptionKey;
  privateKey: CryptoKey;
}

/**
 * The sandbox's RSA-OAEP-256 key pair and the server side of docs/encryption.md. The pair is generated lazily, once
 * (2048-bit RSA takes a noticeable moment, and most tests never log in), and survives `reset()`: a client caches the
 * public key per page, so a key that changed under it would fail every encrypted call.
 *
 * The key id is `sbx-` plus a fingerprint of the public key rather than a counter: a restarted sandbox then answers a
 * page still holding the old key with `encryption.unknown_key` (which makes the client fetch the key again) instead of
 * `encryption.invalid`.
 */
export class EnvelopeKeys {
  private current: Promise<KeyPair> | null = null;
  /** Still accepted after one rotation, as during a real key rotation; dropped at the next one. */
  private previous: Promise<KeyPair> | null = null;

  /** @param subtle - WebCrypto to use; read lazily so a test setup may install it after the sandbox is created. */
  constructor(private readonly subtle?: SubtleCrypto) {}

  /** The current public key (generating the pair on first use). */
  async publicKey(): Promise<SandboxEncryptionKey> {
    return { ...(await this.currentPair()).info };
  }

  /** Makes a new current key; the one before stays valid until the next rotation. Answers the new public key. */
  async rotate(): Promise<SandboxEncryptionKey> {
    // The first rotation still makes the initial key, so "the previous key" always exists afterwards.
    const before = this.currentPair();
    const next = this.generate();
    this.previous = before;
    this.current = next;
    return { ...(await next).info };
  }

  /**
   * Runs every check of docs/encryption.md on a request that carries an `Encryption` header and answers the
   * decrypted body (UTF-8 JSON, as the client sealed it). Throws {@link EncryptionError} with the failing check's
   * code. Reads the request body, so pass a request nobody else reads.
   */
  async open(request: Request, now: number): Promise<Uint8Array<ArrayBuffer>> {
    const header = parseEncryptionHeader(request.headers.get('Encryption') ?? '');
    const ciphertext = parseSealedBody(await request.text());

    const pair = await this.pairWithId(header.keyId);
    if (!pair) throw new EncryptionError('encryption.unknown_key', `unknown encryption key ${header.keyId}`);

    if (Math.abs(Number(header.ts) - now) > ENCRYPTION_MAX_SKEW_MS) {
      throw new EncryptionError(
        'encryption.stale',
        'Encryption ts is more than 5 minutes from the server clock',
      );
    }

    const subtle = this.webCrypto();
    const path = new URL(request.url).pathname;
    try {
      const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, header.wrappedKey);
      if (raw.byteLength !== 32) throw new Error('wrapped key is not an AES-256 key');
      const aesKey = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
      const plaintext = await subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: header.iv,
          additionalData: envelopeAad(request.method, path, header.keyId, header.ts),
        },
        aesKey,
        ciphertext,
      );
      return new Uint8Array(plaintext);
    } catch {
      // One code for every cryptographic failure: telling them apart would help an attacker, not a client.
      throw new EncryptionError('encryption.invalid', 'encrypted request failed to decrypt');
    }
  }

  private async pairWithId(keyId: string): Promise<KeyPair | null> {
    for (const candidate of [this.currentPair(), this.previous]) {
      const pair = await candidate;
      if (pair?.info.keyId === keyId) return pair;
    }
    return null;
  }

  private currentPair(): Promise<KeyPair> {
    this.current ??= this.generate();
    return this.current;
  }

  private generate(): Promise<KeyPair> {
    const made = this.makePair();
    // A failure (no WebCrypto yet) must not stick: the next call tries again.
    made.catch(() => {
      if (this.current === made) this.current = null;
    });
    return made;
  }

  private async makePair(): Promise<KeyPair> {
    const subtle = this.webCrypto();
    const pair = (await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      false,
      ['encrypt', 'decrypt'],
    )) as CryptoKeyPair;
    const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
    const digest = new Uint8Array(await subtle.digest('SHA-256', spki));
    const fingerprint = Array.from(digest.subarray(0, 4), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
    return {
      info: { keyId: `sbx-${fingerprint}`, algorithm: ENCRYPTION_ALGORITHM, publicKey: toBase64(spki) },
      privateKey: pair.privateKey,
    };
  }

  private webCrypto(): SubtleCrypto {
    const subtle = this.subtle ?? (globalThis.crypto as Crypto | undefined)?.subtle;
    if (!subtle) {
      // jsdom has crypto.getRandomValues but no crypto.subtle: a Jest setup must install Node's.
      throw new Error(
        'sandbox: WebCrypto (crypto.subtle) is missing; in jsdom install require("node:crypto").webcrypto.subtle',
      );
    }
    return subtle;
  }
}
