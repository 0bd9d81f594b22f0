import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const sandbox = createSandbox({ now: () => Date.UTC(2026, 10, 21) });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(path: string, account: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Merchant', 'demo');
  if (account) headers.set('Authorization', sandbox.issueToken(account));
  const response = await fetch(`http://localhost${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Json };
}

const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function form(fields: Record<string, string>, pictures: File[] = []) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const p of pictures) data.append('pictures', p, p.name);
  return data;
}

describe('sandbox promotions: member side', () => {
  it('answers available counts and raffles to a member, 401 to a visitor', async () => {
    expect((await call('/wps/promotion/available', null)).status).toBe(401);
    const { body } = await call('/wps/promotion/available', 'player01');
    const counts = Object.fromEntries(
      body.value.counts.map((c: { promotionType: string; count: number }) => [c.promotionType, c.count]),
    );
    expect(counts).toMatchObject({
      MANUAL: 1,
      RAFFLE: 2,
      LOGIN: 1,
      SAVIOR: 1,
      MISSION_MANUAL: 1,
      DEPOSIT: 4,
    });
    expect(body.value.raffles).toEqual([
      { promotionId: 2015, raffleScheduleId: 501 },
      { promotionId: 2015, raffleScheduleId: 502 },
    ]);
    expect((await call('/wps/promotion/available', 'agent02')).body.value.raffles).toEqual([]);
  });

  it('reads raffle status; claims a started raffle once; refuses one not started', async () => {
    const status = await call(
      '/wps/promotion/raffle/status?rafflePromotionId=2015&raffleScheduleId=502',
      'player01',
    );
    expect(status.body.value).toMatchObject({ isClaimed: false, hasStarted: false, hasEnded: false });
    expect(status.body.value.due - status.body.value.time).toBe(3_600_000);
    const post = (id: number) =>
      call('/wps/promotion/raffle/claim', 'player01', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ promotionId: 2015, raffleScheduleId: id }),
      });
    expect((await post(502)).body.errorCode).toBe('raffle.not.started');
    expect((await post(501)).body.value).toEqual({ prizeName: '幸运大抽奖', amount: '88.00' });
    expect((await post(501)).body.errorCode).toBe('raffle.claimed');
    const after = await call(
      '/wps/promotion/raffle/status?rafflePromotionId=2015&raffleScheduleId=501',
      'player01',
    );
    expect(after.body.value.isClaimed).toBe(true);
    sandbox.advanceClock(3_600_000);
    expect((await post(502)).body.success).toBe(true);
  });

  it('takes a multipart application, checks its rules, and lists the promotion as PENDING', async () => {
    const apply = (fields: Record<string, string>, pictures: File[] = []) =>
      call('/wps/promotion/apply', 'player01', { method: 'POST', body: form(fields, pictures) });
    const json = await call('/wps/promotion/apply', 'player01', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ promotionId: 2005 }),
    });
    expect(json.status).toBe(400);
    expect((await apply({ promotionId: '2005', remarks: '' }, [png()])).body.errorCode).toBe(
      'apply.remark.required',
    );
    expect((await apply({ promotionId: '2005', remarks: 'x'.repeat(141) }, [png()])).body.errorCode).toBe(
      'apply.remark.too.long',
    );
    expect((await apply({ promotionId: '2005', remarks: 'ok' })).body.errorCode).toBe('apply.image.required');
    expect(
      (
        await apply({ promotionId: '2005', remarks: 'ok' }, [
          png('1.png'),
          png('2.png'),
          png('3.png'),
          png('4.png'),
        ])
      ).body.errorCode,
    ).toBe('apply.image.too.many');
    const gif = new File([new Uint8Array(4)], 'a.gif', { type: 'image/gif' });
    expect((await apply({ promotionId: '2005', remarks: 'ok' }, [gif])).body.errorCode).toBe(
      'apply.image.invalid',
    );
    const ok = await apply({ promotionId: '2005', remarks: 'my remark' }, [png('shot.png', 2048)]);
    expect(ok.body.value).toEqual({ promotionId: 2005, status: 'PENDING' });
    expect((await apply({ promotionId: '2005', remarks: 'again' }, [png()])).body.errorCode).toBe(
      'apply.pending',
    );
    const claims = await call('/wps/promotion/claims', 'player01');
    expect(claims.body.value).toEqual([expect.objectContaining({ promotionId: 2005, status: 'PENDING' })]);
    const received = await call('/__sandbox/promotion-applications', null);
    expect(received.body.value).toEqual([
      expect.objectContaining({
        account: 'player01',
        promotionId: 2005,
        remarks: 'my remark',
        pictures: [{ name: 'shot.png', type: 'image/png', size: 2048 }],
      }),
    ]);
  });

  it('serves the promo script and adds a merchant its extra promotions and notices until reset', async () => {
    const script = await fetch('http://localhost/common/promo-ui/index.js');
    expect(script.headers.get('Content-Type')).toContain('javascript');
    expect(await script.text()).toContain('WLPromoUI');
    const put = await call('/__sandbox/promotions/demo', null, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        promotions: [{ id: 9001, title: 'X', content: '<script>1</script>' }],
        notices: [{ type: 'PL', id: 9101, title: 'N', content: '<img onerror=1>' }],
      }),
    });
    expect(put.body.success).toBe(true);
    const list = await call('/wps/promotion/list', null);
    expect(list.body.value[0].id).toBe(9001);
    const notices = await call('/wps/notice?groupName=w_promotion&types=PL', null);
    expect(notices.body.value.player[0].id).toBe(9101);
    sandbox.reset();
    expect((await call('/wps/promotion/list', null)).body.value[0].id).not.toBe(9001);
  });
});
