/**
 * HMAC-SHA-256 over WebCrypto, the same API the envelope decryption uses, so it runs in Node, browsers and Jest
 * (jsdom needs `crypto.subtle` installed, as for decryption). Signs the social stand-ins' identity tokens.
 */
export class HmacSigner {
  private key: Promise<CryptoKey> | null = null;

  /**
   * @param secret - the key material (fixed: tokens stay verifiable across resets and server restarts)
   * @param subtle - WebCrypto to use, `globalThis.crypto.subtle` by default (read when first needed)
   */
  constructor(
    private readonly secret: string,
    private readonly subtle?: SubtleCrypto,
  ) {}

  private webCrypto(): SubtleCrypto {
    const subtle = this.subtle ?? (globalThis.crypto as Crypto | undefined)?.subtle;
    if (!subtle) {
      throw new Error(
        'sandbox: WebCrypto (crypto.subtle) is missing; in jsdom install require("node:crypto").webcrypto.subtle',
      );
    }
    return subtle;
  }

  private cryptoKey(): Promise<CryptoKey> {
    this.key ??= this.webCrypto().importKey(
      'raw',
      new TextEncoder().encode(this.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return this.key;
  }

  /** Lower-case hex HMAC of a text. */
  async sign(text: string): Promise<string> {
    const mac = await this.webCrypto().sign('HMAC', await this.cryptoKey(), new TextEncoder().encode(text));
    return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  /** Whether `mac` is the HMAC of `text` (compared in constant time over the hex). */
  async verify(text: string, mac: string): Promise<boolean> {
    const expected = await this.sign(text);
    if (typeof mac !== 'string' || mac.length !== expected.length) return false;
    let diff = 0;
    for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ mac.charCodeAt(i);
    return diff === 0;
  }
}
