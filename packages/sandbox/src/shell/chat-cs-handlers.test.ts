import { encodeCsPath } from '../data/cs-path';
import { accessTestKit } from './access-test-kit';

const { sandbox, call } = accessTestKit();

const text = async (path: string) => (await fetch(`http://localhost:8080${path}`)).text();

describe('chat calls', () => {
  it('launches with an auth key naming the member, or the plain link without one', async () => {
    const token = sandbox.issueToken('player01');
    const saved = await call('POST', '/wps/member/info/authKey', { token });
    const { authKey } = saved.body.value as { authKey: string };
    const launched = await call('GET', `/wps/chat/launch?authKey=${authKey}`);
    const { url } = launched.body.value as { url: string };
    expect(url).toBe(`/__sandbox/chat/room?key=${authKey}`);
    expect(await text(url)).toContain('Signed in as player01');
    const plain = await call('GET', '/wps/chat/launch');
    expect(plain.body.value).toEqual({ url: '/__sandbox/chat/room' });
    expect(await text('/__sandbox/chat/room')).toContain('Guest');
    expect((await call('GET', '/wps/chat/launch?authKey=nope')).body.errorCode).toBe('chat.authKey.invalid');
  });

  it('encodes a chat token the room page can verify', async () => {
    const token = sandbox.issueToken('player01');
    const encoded = await call('POST', '/wps/chat/token', { token, body: { authKey: null } });
    const { chatToken } = encoded.body.value as { chatToken: string };
    const verified = await call('POST', '/__sandbox/chat/verify', { body: { chatToken } });
    expect(verified.body.value).toEqual({ account: 'player01' });
    expect((await call('POST', '/__sandbox/chat/verify', { body: { chatToken: 'x' } })).body.success).toBe(
      false,
    );
  });

  it('answers the unread count and the group permission the admin hook sets', async () => {
    const token = sandbox.issueToken('player01');
    expect((await call('GET', '/wps/chat/unread', { token })).body.value).toEqual({ unread: 2 });
    expect((await call('GET', '/wps/chat/permission', { token })).body.value).toEqual({
      checked: false,
      allowed: true,
    });
    const set = await call('POST', '/__sandbox/chat', {
      body: { account: 'player01', unread: 100, groupAllowed: false },
    });
    expect(set.body.value).toEqual({ unread: 100, checked: true, allowed: false });
    expect((await call('GET', '/wps/chat/unread', { token })).body.value).toEqual({ unread: 100 });
    expect((await call('GET', '/wps/chat/permission', { token })).body.value).toEqual({
      checked: true,
      allowed: false,
    });
    await call('POST', '/__sandbox/chat', { body: { account: 'player01', groupAllowed: null } });
    expect((await call('GET', '/wps/chat/permission', { token })).body.value).toMatchObject({
      checked: false,
    });
    sandbox.reset();
    expect(
      (await call('GET', '/wps/chat/unread', { token: sandbox.issueToken('player01') })).body.value,
    ).toEqual({
      unread: 2,
    });
  });

  it('needs a session for member calls, and refuses a bad admin body', async () => {
    expect((await call('GET', '/wps/chat/unread')).status).toBe(401);
    expect((await call('POST', '/wps/member/info/authKey')).status).toBe(401);
    expect((await call('POST', '/__sandbox/chat', { body: { account: 'player01', bogus: 1 } })).status).toBe(
      400,
    );
    expect((await call('POST', '/__sandbox/chat', { body: { account: 'nobody' } })).status).toBe(404);
  });
});

describe('customer-service calls', () => {
  it('gives a provider token per type and the scripts', async () => {
    const first = await call('GET', '/wps/cs/token?csType=TX-CHAT');
    expect((first.body.value as { token: string }).token).toMatch(/^cs-tx-chat-/);
    expect((await call('GET', '/wps/cs/token')).status).toBe(400);
    const scripts = await call('GET', '/wps/cs/scripts', { merchant: 'lite' });
    expect(scripts.body.value).toEqual({
      scripts: [{ csType: 'COMM100', params: { siteId: 'sandbox-lite' } }],
    });
  });

  it('seeds a VIP5 entry with an obfuscated path', async () => {
    const settings = await call('GET', '/wps/system/settings/consolidated');
    const entries = (settings.body.value as { customerService: { path: string; labelIds: string[] }[] })
      .customerService;
    expect(entries[1]).toMatchObject({
      path: encodeCsPath('https://cs.sandbox.local/vip/demo', 'demo'),
      labelIds: ['VIP5'],
    });
    expect(entries[1]!.path.startsWith('wlcs1:')).toBe(true);
  });
});
