import { accessTestKit, KIT_NOW } from './access-test-kit';
import type { InboxMessage } from './account-bar-handlers';

const { sandbox, call } = accessTestKit();
const DAY_MS = 24 * 60 * 60 * 1000;

const inboxPage = async (token: string, query: string) => {
  const { status, body } = await call('GET', `/wps/member/message/v2?${query}`, { token });
  return {
    status,
    body: body as { errorCode?: string; value: { content: InboxMessage[]; totalElements: number } },
  };
};

describe('GET /wps/member/info/funds/consolidated', () => {
  it("answers the wallets' sum with the merchant's currency symbol and position", async () => {
    const token = sandbox.issueToken('player01');
    const { body } = await call('GET', '/wps/member/info/funds/consolidated', { token });
    expect(body.value).toEqual({
      sumBalance: '12634.17',
      currencySymbol: '¥',
      currency: 'CNY',
      currencyPosition: 'F',
    });
    await call('PATCH', '/__sandbox/merchants/demo', {
      body: { settings: { currency: { symbol: '฿', position: 'B' } } },
    });
    const patched = await call('GET', '/wps/member/info/funds/consolidated', { token });
    expect(patched.body.value).toMatchObject({ currencySymbol: '฿', currencyPosition: 'B' });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/wps/member/info/funds/consolidated')).status).toBe(401);
  });
});

describe('GET /wps/member/info/icon', () => {
  it("answers the player's avatar index, 1 when none was chosen", async () => {
    const mine = await call('GET', '/wps/member/info/icon', { token: sandbox.issueToken('player01') });
    expect(mine.body.value).toEqual({ icon: 3 });
    const other = await call('GET', '/wps/member/info/icon', { token: sandbox.issueToken('poor01') });
    expect(other.body.value).toEqual({ icon: 1 });
    expect((await call('GET', '/wps/member/info/icon')).status).toBe(401);
  });
});

describe('the inbox', () => {
  it('counts unread messages and lists the newest unread of the last 7 days', async () => {
    const token = sandbox.issueToken('player01');
    const unread = await call('GET', '/wps/member/message/v2/unread', { token });
    expect(unread.body.value).toEqual({ unread: 3 });
    const since = KIT_NOW - 7 * DAY_MS;
    const { body } = await inboxPage(
      token,
      `page=1&size=1&sort=sendTime,desc&read=false&startTime=${since}&endTime=${KIT_NOW}`,
    );
    expect(body.value.totalElements).toBe(2);
    expect(body.value.content).toEqual([
      { id: expect.any(Number), title: 'Welcome bonus credited', sendTime: KIT_NOW - DAY_MS, read: false },
    ]);
  });

  it('an old unread message counts but is outside the 7-day window', async () => {
    const token = sandbox.issueToken('vipfixed01');
    expect((await call('GET', '/wps/member/message/v2/unread', { token })).body.value).toEqual({ unread: 1 });
    const { body } = await inboxPage(
      token,
      `page=1&size=1&sort=sendTime,desc&read=false&startTime=${KIT_NOW - 7 * DAY_MS}&endTime=${KIT_NOW}`,
    );
    expect(body.value).toEqual({ content: [], totalElements: 0, page: 1, size: 1 });
  });

  it('refuses a bad query and a missing session', async () => {
    const token = sandbox.issueToken('player01');
    const { status, body } = await inboxPage(token, 'page=0&size=1&sort=sendTime,desc');
    expect(status).toBe(400);
    expect(body.errorCode).toBe('param.invalid');
    expect((await call('GET', '/wps/member/message/v2/unread')).status).toBe(401);
  });

  it('POST /__sandbox/inbox adds messages until the next reset', async () => {
    const token = sandbox.issueToken('poor01');
    const added = await call('POST', '/__sandbox/inbox', { body: { account: 'poor01', count: 120 } });
    expect(added.body.value).toEqual({ unread: 120 });
    expect((await call('GET', '/wps/member/message/v2/unread', { token })).body.value).toEqual({
      unread: 120,
    });
    const bad = await call('POST', '/__sandbox/inbox', { body: { account: 'poor01', colour: 'red' } });
    expect(bad.status).toBe(400);
    const unknown = await call('POST', '/__sandbox/inbox', { body: { account: 'nobody' } });
    expect(unknown.status).toBe(404);
    sandbox.reset();
    const fresh = sandbox.issueToken('poor01');
    expect((await call('GET', '/wps/member/message/v2/unread', { token: fresh })).body.value).toEqual({
      unread: 0,
    });
  });
});
