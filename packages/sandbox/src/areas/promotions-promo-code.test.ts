import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const sandbox = createSandbox({ now: () => Date.UTC(2026, 10, 21) });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function call(path: string, account: string | null, init: RequestInit = {}, merchant = 'demo') {
  const headers = new Headers(init.headers);
  headers.set('Merchant', merchant);
  if (account) headers.set('Authorization', sandbox.issueToken(account, merchant));
  const response = await fetch(`http://localhost${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Json };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

const redeem = (promoCode: unknown, account: string | null = 'player01', merchant = 'demo') =>
  call('/wps/promotion/promo-code', account, json({ promoCode }), merchant);

const loginCount = async (account: string) =>
  (await call('/wps/promotion/available', account)).body.value.counts.find(
    (c: { promotionType: string }) => c.promotionType === 'LOGIN',
  ).count;

describe('sandbox promotions: promo codes', () => {
  it('redeems a valid code once: the promotion is PENDING and no longer counted', async () => {
    expect((await redeem('WELCOME18', null)).status).toBe(401);
    expect(await loginCount('player01')).toBe(1);
    const ok = await redeem(' welcome18 ');
    expect(ok.body.value).toEqual({ promotionId: 2003, status: 'PENDING' });
    expect((await call('/wps/promotion/claims', 'player01')).body.value).toEqual([
      expect.objectContaining({ promotionId: 2003, status: 'PENDING' }),
    ]);
    expect(await loginCount('player01')).toBe(0);
    expect((await redeem('WELCOME18')).body.errorCode).toBe('promo.code.used');
    // Another account may still use it.
    expect((await redeem('WELCOME18', 'agent01')).body.success).toBe(true);
  });

  it('answers unknown, expired, empty and disabled codes with their error codes', async () => {
    expect((await redeem('NOPE')).body.errorCode).toBe('promo.code.invalid');
    expect((await redeem('SUMMER2025')).body.errorCode).toBe('promo.code.expired');
    expect((await redeem('  ')).body.errorCode).toBe('promo.code.required');
    // Codes belong to their merchant.
    expect((await redeem('WELCOME18', 'player01', 'lite')).body.errorCode).toBe('promo.code.invalid');
    const off = await call('/__sandbox/promotion-state', null, json({ promoCode: false }));
    expect(off.body.value).toEqual({ promoCode: false });
    expect((await call('/wps/promotion/promo-code/enable', null)).body.value).toEqual({ enabled: false });
    expect((await redeem('WELCOME18')).body.errorCode).toBe('promo.code.disabled');
    sandbox.reset();
    expect((await call('/wps/promotion/promo-code/enable', null)).body.value).toEqual({ enabled: true });
  });

  it("lists the merchant's open promotions to anyone; a hook closes some until reset", async () => {
    const open = async () => (await call('/wps/promotion/merchant/available', null)).body.value.promotionIds;
    const ids: number[] = await open();
    expect(ids).toEqual(expect.arrayContaining([2001, 2002, 2003, 2015]));
    expect(ids).not.toEqual(expect.arrayContaining([2012]));
    expect(ids).not.toContain(2013);
    const lite: number[] = (await call('/wps/promotion/merchant/available', null, {}, 'lite')).body.value
      .promotionIds;
    expect(lite).toContain(2012);
    await call('/__sandbox/promotion-state', null, json({ closedPromotionIds: [2002] }));
    expect(await open()).not.toContain(2002);
    expect(await open()).toContain(2012);
    sandbox.reset();
    expect(await open()).toContain(2002);
  });
});
