import { AesGcmRsaOaepScheme, envelopeAad, fromBase64, toBase64 } from './envelope-encryption';

const subtle = globalThis.crypto.subtle;

async function serverKeys() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  return {
    privateKey: pair.privateKey,
    serverKey: { keyId: 'k1', algorithm: 'RSA-OAEP-256', publicKey: toBase64(spki) },
  };
}

/** What a server does with a sealed request (docs/encryption.md). */
async function open(
  privateKey: CryptoKey,
  header: string,
  body: { value: string },
  method: string,
  path: string,
) {
  const params = Object.fromEntries(
    header
      .split('; ')
      .slice(1)
      .map((p) => p.split('=', 2) as [string, string]),
  );
  const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(params.key!));
  const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: fromBase64(params.iv!),
      additionalData: envelopeAad(method, path, params.kid!, Number(params.ts)),
    },
    aes,
    fromBase64(body.value),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('AesGcmRsaOaepScheme', () => {
  it('seals a body that only the server key opens, bound to method, path and time', async () => {
    const { privateKey, serverKey } = await serverKeys();
    const fetchKey = jest.fn(async () => serverKey);
    const scheme = new AesGcmRsaOaepScheme(fetchKey, () => 1_700_000_000_000);
    const body = { username: 'player01', password: 'pass1234' };
    const sealed = await scheme.seal({ method: 'POST', path: '/wps/session/login', body });
    const header = sealed.headers.Encryption!;
    expect(header).toMatch(/^v1; kid=k1; key=[A-Za-z0-9+/=]+; iv=[A-Za-z0-9+/=]+; ts=1700000000000$/);
    expect(Object.keys(sealed.body as object)).toEqual(['value']);
    expect(JSON.stringify(sealed)).not.toContain('pass1234');
    await expect(
      open(privateKey, header, sealed.body as { value: string }, 'POST', '/wps/session/login'),
    ).resolves.toEqual(body);

    // Another path, a changed byte: the server cannot open it.
    await expect(
      open(privateKey, header, sealed.body as { value: string }, 'POST', '/wps/member/password'),
    ).rejects.toThrow();
    const bytes = fromBase64((sealed.body as { value: string }).value);
    bytes[0]! ^= 1;
    await expect(
      open(privateKey, header, { value: toBase64(bytes) }, 'POST', '/wps/session/login'),
    ).rejects.toThrow();
    await expect(
      open(
        privateKey,
        header.replace(/ts=\d+/, 'ts=1700000000001'),
        sealed.body as { value: string },
        'POST',
        '/wps/session/login',
      ),
    ).rejects.toThrow();
  });

  it('uses a fresh key and IV per request and fetches the server key once', async () => {
    const { serverKey } = await serverKeys();
    const fetchKey = jest.fn(async () => serverKey);
    const scheme = new AesGcmRsaOaepScheme(fetchKey);
    const a = await scheme.seal({ method: 'POST', path: '/p', body: { x: 1 } });
    const b = await scheme.seal({ method: 'POST', path: '/p', body: { x: 1 } });
    expect(a.headers.Encryption).not.toBe(b.headers.Encryption);
    expect(a.body).not.toEqual(b.body);
    expect(fetchKey).toHaveBeenCalledTimes(1);
    scheme.reset();
    await scheme.seal({ method: 'POST', path: '/p', body: {} });
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('retries the key fetch after a failure', async () => {
    const { serverKey } = await serverKeys();
    const fetchKey = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(serverKey);
    const scheme = new AesGcmRsaOaepScheme(fetchKey);
    await expect(scheme.seal({ method: 'POST', path: '/p', body: {} })).rejects.toThrow('offline');
    await expect(scheme.seal({ method: 'POST', path: '/p', body: {} })).resolves.toBeDefined();
  });

  it.each([
    ['an hour ahead of', 3_600_000],
    ['an hour behind', -3_600_000],
  ])('stamps server time when the device clock is %s the server', async (_label, deviceAhead) => {
    const { serverKey } = await serverKeys();
    const serverNow = 1_700_000_000_000;
    let device = serverNow + deviceAhead;
    // The key answer takes 200 ms; the server read its clock halfway.
    const fetchKey = jest.fn(async () => {
      device += 200;
      return { ...serverKey, serverTime: serverNow + 100 };
    });
    const scheme = new AesGcmRsaOaepScheme(fetchKey, () => device);
    const sealed = await scheme.seal({ method: 'POST', path: '/p', body: {} });
    expect(sealed.headers.Encryption).toMatch(/; ts=1700000000200$/);
    expect(scheme.clockOffset).toBe(-deviceAhead);
  });

  it('uses the device clock when the key answer carries no server time', async () => {
    const { serverKey } = await serverKeys();
    const scheme = new AesGcmRsaOaepScheme(
      async () => serverKey,
      () => 42_000,
    );
    const sealed = await scheme.seal({ method: 'POST', path: '/p', body: {} });
    expect(sealed.headers.Encryption).toMatch(/; ts=42000$/);
  });

  it('round-trips base64 of any bytes', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
