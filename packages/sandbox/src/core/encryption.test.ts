import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';
import { encryptForSandbox, type SealedRequest } from '../testing-encryption';
import { parseEncryptionHeader } from './encryption';

// Client and server meet only on the wire here: the key comes from GET /wps/system/encryption-key, the sealing from
// the test-only client of docs/encryption.md, the checks from HTTP answers.
const NOW = Date.UTC(2025, 0, 15, 8, 30, 0);
const sandbox = createSandbox({ now: () => NOW });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const ORIGIN = 'http://localhost:8080';
const LOGIN = '/wps/session/login';
const PLAYER = { username: 'player01', password: 'pass1234', type: 'username', deviceId: 'd'.repeat(36) };

interface Reply {
  status: number;
  body: { success: boolean; value: unknown; errorCode: string | null; message: string | null };
}

interface ServerKey {
  keyId: string;
  algorithm: string;
  publicKey: string;
}

async function serverKey(): Promise<ServerKey> {
  const response = await fetch(`${ORIGIN}/wps/system/encryption-key`);
  return ((await response.json()) as { value: ServerKey }).value;
}

/** Seals `body` for `sealedFor` (method and path of the AAD) with the server's key. */
async function seal(
  body: unknown,
  options: { method?: string; path?: string; ts?: number; keyId?: string } = {},
): Promise<SealedRequest> {
  const key = await serverKey();
  return encryptForSandbox(
    key.publicKey,
    options.keyId ?? key.keyId,
    options.method ?? 'POST',
    options.path ?? LOGIN,
    body,
    options.ts ?? NOW,
  );
}

/** Sends a request with the given Encryption header (none when null) and body. */
async function send(
  path: string,
  header: string | null,
  body: unknown,
  method = 'POST',
  extra: Record<string, string> = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extra };
  if (header !== null) headers.Encryption = header;
  const response = await fetch(`${ORIGIN}${path}`, { method, headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

const sendSealed = (path: string, sealed: SealedRequest, method = 'POST') =>
  send(path, sealed.headers.Encryption, sealed.body, method);

/** The header with one parameter replaced (or removed with null). */
function withParam(header: string, name: string, value: string | null): string {
  return header
    .split('; ')
    .flatMap((part) => (part.startsWith(`${name}=`) ? (value === null ? [] : [`${name}=${value}`]) : [part]))
    .join('; ');
}

function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

const expectRefused = (reply: Reply, errorCode: string) => {
  expect(reply.status).toBe(400);
  expect(reply.body).toMatchObject({ success: false, value: null, errorCode });
  expect(reply.body.message).toEqual(expect.any(String));
};

describe('GET /wps/system/encryption-key', () => {
  it('answers an RSA-OAEP-256 2048-bit public key as base64 SPKI, the same across calls and resets', async () => {
    const key = await serverKey();
    expect(key).toEqual({
      keyId: expect.stringMatching(/^sbx-[0-9a-f]{8}$/),
      algorithm: 'RSA-OAEP-256',
      publicKey: expect.any(String),
      // The sandbox clock's now, so a client with a wrong clock can date its envelopes by the server's.
      serverTime: NOW,
    });
    const imported = await crypto.subtle.importKey(
      'spki',
      Buffer.from(key.publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect(imported.algorithm).toMatchObject({
      name: 'RSA-OAEP',
      modulusLength: 2048,
      hash: { name: 'SHA-256' },
    });
    expect(await serverKey()).toEqual(key);
    sandbox.reset();
    expect(await serverKey()).toEqual(key);
    expect({ ...(await sandbox.encryptionKey()), serverTime: NOW }).toEqual(key);
  });

  it('is a different key (and key id) in another sandbox, so a restarted server reports unknown_key', async () => {
    const other = await createSandbox().encryptionKey();
    const mine = await serverKey();
    expect(other.keyId).not.toBe(mine.keyId);
    expect(other.publicKey).not.toBe(mine.publicKey);
    const sealed = await encryptForSandbox(other.publicKey, other.keyId, 'POST', LOGIN, PLAYER, NOW);
    expectRefused(await sendSealed(LOGIN, sealed), 'encryption.unknown_key');
  });
});

describe('an encrypted login', () => {
  it('passes and returns a token that member info accepts', async () => {
    const reply = await sendSealed(LOGIN, await seal(PLAYER));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, value: { firstTimeLogin: false, captcha: false } });
    const { token } = reply.body.value as { token: string };
    const info = await fetch(`${ORIGIN}/wps/member/info`, { headers: { Authorization: token } });
    expect(((await info.json()) as Reply['body']).value).toMatchObject({ account: 'player01' });
  });

  it('is handled as its decrypted body: wrong credentials still answer login.fail', async () => {
    const reply = await sendSealed(LOGIN, await seal({ ...PLAYER, password: 'nope' }));
    expect(reply.body).toMatchObject({ success: false, errorCode: 'login.fail' });
  });

  it('passes up to 5 minutes either side of the sandbox clock', async () => {
    for (const ts of [NOW - 5 * 60_000, NOW + 5 * 60_000]) {
      expect((await sendSealed(LOGIN, await seal(PLAYER, { ts }))).body.success).toBe(true);
    }
  });

  it('encrypts two-factor verification too', async () => {
    const path = '/wps/session/login/verification';
    const body = { username: 'secure01', password: 'pass1234', method: 'G', authCode: '123456' };
    expect((await sendSealed(path, await seal(body, { path }))).body.value).toHaveProperty('token');
    expectRefused(await send(path, null, body), 'encryption.required');
  });

  it('accepts parameters in any order', async () => {
    const sealed = await seal(PLAYER);
    const reordered = sealed.headers.Encryption.split('; ').reverse().join('; ');
    expect((await send(LOGIN, reordered, sealed.body)).body.success).toBe(true);
  });
});

describe('the checks of docs/encryption.md', () => {
  it('refuses a plain body where encryption is required: encryption.required', async () => {
    expectRefused(await send(LOGIN, null, PLAYER), 'encryption.required');
    // Not even a body that is not JSON reaches the handler.
    const raw = await fetch(`${ORIGIN}${LOGIN}`, { method: 'POST', body: 'user=x' });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ errorCode: 'encryption.required' });
  });

  it('refuses a tampered ciphertext: encryption.invalid', async () => {
    const sealed = await seal(PLAYER);
    const tampered = { value: flipByte(sealed.body.value, 3) };
    expectRefused(await send(LOGIN, sealed.headers.Encryption, tampered), 'encryption.invalid');
    const tag = { value: flipByte(sealed.body.value, Buffer.from(sealed.body.value, 'base64').length - 1) };
    expectRefused(await send(LOGIN, sealed.headers.Encryption, tag), 'encryption.invalid');
  });

  it('refuses a tampered wrapped key: encryption.invalid', async () => {
    const sealed = await seal(PLAYER);
    const key = parseEncryptionHeader(sealed.headers.Encryption).wrappedKey;
    const header = withParam(
      sealed.headers.Encryption,
      'key',
      flipByte(Buffer.from(key).toString('base64'), 10),
    );
    expectRefused(await send(LOGIN, header, sealed.body), 'encryption.invalid');
  });

  it('refuses a body sealed for another path or method (AAD): encryption.invalid', async () => {
    const forPassword = await seal(PLAYER, { path: '/wps/member/password' });
    expectRefused(await sendSealed(LOGIN, forPassword), 'encryption.invalid');
    const forPut = await seal(PLAYER, { method: 'PUT' });
    expectRefused(await sendSealed(LOGIN, forPut), 'encryption.invalid');
  });

  it('refuses a header whose ts differs from the one in the AAD: encryption.invalid', async () => {
    const sealed = await seal(PLAYER);
    const header = withParam(sealed.headers.Encryption, 'ts', String(NOW + 1000));
    expectRefused(await send(LOGIN, header, sealed.body), 'encryption.invalid');
  });

  it('refuses a ts more than 5 minutes from the sandbox clock: encryption.stale', async () => {
    expectRefused(await sendSealed(LOGIN, await seal(PLAYER, { ts: NOW - 6 * 60_000 })), 'encryption.stale');
    expectRefused(
      await sendSealed(LOGIN, await seal(PLAYER, { ts: NOW + 5 * 60_000 + 1 })),
      'encryption.stale',
    );
  });

  it('measures staleness on the sandbox clock, which tests move', async () => {
    const sealed = await seal(PLAYER);
    sandbox.advanceClock(6 * 60_000);
    expectRefused(await sendSealed(LOGIN, sealed), 'encryption.stale');
  });

  it('refuses an unknown key id: encryption.unknown_key', async () => {
    expectRefused(
      await sendSealed(LOGIN, await seal(PLAYER, { keyId: 'sbx-00000000' })),
      'encryption.unknown_key',
    );
  });

  it('checks the key id before the clock', async () => {
    const sealed = await seal(PLAYER, { keyId: 'old', ts: NOW - 60 * 60_000 });
    expectRefused(await sendSealed(LOGIN, sealed), 'encryption.unknown_key');
  });

  describe('refuses a malformed envelope: encryption.malformed', () => {
    const cases: [string, (header: string) => string][] = [
      ['garbage', () => 'hello'],
      ['another version', (h) => h.replace(/^v1;/, 'v2;')],
      ['no version', (h) => h.replace(/^v1; /, '')],
      ['no kid', (h) => withParam(h, 'kid', null)],
      ['no key', (h) => withParam(h, 'key', null)],
      ['no iv', (h) => withParam(h, 'iv', null)],
      ['no ts', (h) => withParam(h, 'ts', null)],
      ['an empty kid', (h) => withParam(h, 'kid', '')],
      ['a repeated parameter', (h) => `${h}; kid=again`],
      ['key not base64', (h) => withParam(h, 'key', 'not*base64')],
      ['unpadded base64', (h) => withParam(h, 'iv', 'AAAAAAAAAAAAAAA')],
      ['an iv of 16 bytes', (h) => withParam(h, 'iv', Buffer.alloc(16).toString('base64'))],
      ['ts not digits', (h) => withParam(h, 'ts', '2025-01-15T08:30:00Z')],
    ];

    it.each(cases)('header with %s', async (_name, change) => {
      const sealed = await seal(PLAYER);
      expectRefused(
        await send(LOGIN, change(sealed.headers.Encryption), sealed.body),
        'encryption.malformed',
      );
    });

    it.each([
      ['a plain body', PLAYER],
      ['value not a string', { value: 42 }],
      ['value not base64', { value: '***' }],
    ])('body with %s', async (_name, body) => {
      const sealed = await seal(PLAYER);
      expectRefused(await send(LOGIN, sealed.headers.Encryption, body), 'encryption.malformed');
    });
  });
});

describe('an encrypted request elsewhere', () => {
  it('is decrypted for an endpoint that does not require it', async () => {
    const path = '/wps/session/login/freeplay';
    const sealed = await seal({}, { path });
    const reply = await send(path, sealed.headers.Encryption, sealed.body, 'POST', { Merchant: 'demo' });
    expect(reply.body.value).toHaveProperty('token');
    // ...and checked there as anywhere.
    expectRefused(
      await send(path, withParam(sealed.headers.Encryption, 'kid', 'x'), sealed.body),
      'encryption.unknown_key',
    );
  });

  it('gets the 404 envelope when no endpoint serves it', async () => {
    const path = '/wps/member/nothing-here';
    const reply = await sendSealed(path, await seal({ oldPassword: 'a', newPassword: 'b' }, { path }));
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('leaves /__sandbox alone', async () => {
    const sealed = await seal({ advanceMs: 1000 }, { path: '/__sandbox/clock' });
    // The admin endpoint reads the raw { value } body, which is not a clock body: no decryption happened.
    expect((await sendSealed('/__sandbox/clock', sealed)).body.errorCode).toBe('request.invalid');
  });
});

describe('key rotation', () => {
  it('keeps the previous key valid for one rotation, then answers unknown_key for it', async () => {
    const first = await serverKey();
    const second = await sandbox.rotateEncryptionKey();
    expect(second.keyId).not.toBe(first.keyId);
    expect(await serverKey()).toEqual({ ...second, serverTime: NOW });

    const sealedFirst = await encryptForSandbox(first.publicKey, first.keyId, 'POST', LOGIN, PLAYER, NOW);
    expect((await sendSealed(LOGIN, sealedFirst)).body.success).toBe(true);
    expect((await sendSealed(LOGIN, await seal(PLAYER))).body.success).toBe(true);

    await sandbox.rotateEncryptionKey();
    const again = await encryptForSandbox(first.publicKey, first.keyId, 'POST', LOGIN, PLAYER, NOW);
    expectRefused(await sendSealed(LOGIN, again), 'encryption.unknown_key');
  });
});
