/** @jest-environment jest-fixed-jsdom */
// Host and remote tests run the sandbox in jsdom, which has crypto.getRandomValues but no crypto.subtle: this shows
// the `subtle` option (or a Jest setup installing Node's WebCrypto) is all they need.
import { webcrypto } from 'node:crypto';
import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';
import { encryptForSandbox } from '../testing-encryption';

const subtle = webcrypto.subtle as SubtleCrypto;
const sandbox = createSandbox({ subtle });
const bare = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('has no crypto.subtle of its own (why the option exists)', () => {
  expect(globalThis.crypto.subtle).toBeUndefined();
});

it('explains the missing WebCrypto instead of failing obscurely', async () => {
  await expect(bare.encryptionKey()).rejects.toThrow(/crypto\.subtle.*node:crypto/);
});

it('decrypts a login sealed with jsdom-realm bytes when given Node WebCrypto', async () => {
  // The test's client needs WebCrypto too; installed for this file only.
  Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
  try {
    const keyReply = await fetch('http://localhost/wps/system/encryption-key');
    const { keyId, publicKey } = ((await keyReply.json()) as { value: { keyId: string; publicKey: string } })
      .value;
    const body = { username: 'player01', password: 'pass1234', type: 'username', deviceId: 'j'.repeat(36) };
    const sealed = await encryptForSandbox(publicKey, keyId, 'POST', '/wps/session/login', body, Date.now());
    const response = await fetch('http://localhost/wps/session/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...sealed.headers },
      body: JSON.stringify(sealed.body),
    });
    expect(await response.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
  } finally {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
  }
});
