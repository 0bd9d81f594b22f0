import { accessTestKit } from './access-test-kit';
import { PEER_ADDRESS_HEADER, requestingIp, type LanguageUpdate } from './frame-handlers';

const { sandbox, call } = accessTestKit();

const updates = async (merchant = 'demo') =>
  (await call('GET', '/__sandbox/language-updates', { merchant })).body.value as LanguageUpdate[];

describe('GET /wps/system/location', () => {
  it('answers the requesting IP', async () => {
    const { body } = await call('GET', '/wps/system/location');
    expect(body).toMatchObject({ success: true, value: { ip: '127.0.0.1' } });
  });

  it("takes the proxy's first X-Forwarded-For entry, else the socket peer (IPv4-mapped unwrapped)", () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });
    expect(requestingIp(request({ 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
    expect(requestingIp(request({ [PEER_ADDRESS_HEADER]: '::ffff:198.51.100.2' }))).toBe('198.51.100.2');
    expect(requestingIp(request({ [PEER_ADDRESS_HEADER]: '::1' }))).toBe('::1');
  });
});

describe('PUT /wps/member/language', () => {
  it('records the member and language per merchant; a reset forgets them', async () => {
    const token = sandbox.issueToken('player01');
    const { body } = await call('PUT', '/wps/member/language', { token, body: { language: 'TH' } });
    expect(body).toMatchObject({ success: true, value: null });
    expect(await updates()).toMatchObject([{ account: 'player01', language: 'TH' }]);
    expect(await updates('lite')).toEqual([]);
    sandbox.reset();
    expect(await updates()).toEqual([]);
  });

  it('needs a session and a language', async () => {
    expect((await call('PUT', '/wps/member/language', { body: { language: 'TH' } })).status).toBe(401);
    const token = sandbox.issueToken('player01');
    const { status, body } = await call('PUT', '/wps/member/language', { token, body: {} });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request.invalid');
  });
});

describe('customerService in the settings', () => {
  it('seeds an open link and a VIP-only encrypted entry per merchant', async () => {
    const { body } = await call('GET', '/wps/system/settings/consolidated', { merchant: 'closed' });
    const entries = (body.value as { customerService: { path: string; labelIds: string[] }[] })
      .customerService;
    expect(entries[0]).toMatchObject({ path: 'https://cs.sandbox.local/chat/closed', labelIds: [] });
    expect(entries[1]!.path.startsWith('http')).toBe(false);
    expect(entries[1]!.labelIds).toEqual(['VIP5']);
  });
});
