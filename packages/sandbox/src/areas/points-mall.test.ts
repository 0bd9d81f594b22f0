import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const sandbox = createSandbox({ now: () => Date.UTC(2026, 10, 21) });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const player01 = () => sandbox.issueToken('player01');

/** Response values are checked field by field in the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function get(path: string, token?: string, language = 'CN') {
  const headers: Record<string, string> = { Language: language, Merchant: 'demo' };
  if (token) headers.Authorization = token;
  const response = await fetch(`http://localhost${path}`, { headers });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; value: Json; errorCode?: string },
  };
}

describe('sandbox points-mall area', () => {
  it('refuses every endpoint without a session', async () => {
    for (const path of [
      '/wps/points/balance',
      '/wps/points/reward-types',
      '/wps/points/rewards?page=1&size=1000',
    ]) {
      const { status, body } = await get(path);
      expect(status).toBe(401);
      expect(body.errorCode).toBe('user.or.token.invalid');
    }
  });

  it('gives each member their own balance', async () => {
    expect((await get('/wps/points/balance', player01())).body.value).toEqual({ availablePoint: '12800' });
    expect((await get('/wps/points/balance', sandbox.issueToken('agent02'))).body.value).toEqual({
      availablePoint: '0',
    });
  });

  it('lists four reward types and fourteen rewards, one sold out, some points plus money', async () => {
    const types = (await get('/wps/points/reward-types', player01())).body.value;
    expect(types).toHaveLength(4);
    expect(JSON.parse(types[0].i18nStr).EN).toBe('Electronics');
    const { value } = (await get('/wps/points/rewards?page=1&size=1000', player01())).body;
    expect(value.totalPages).toBe(1);
    expect(value.content).toHaveLength(14);
    expect(value.content.filter((r: { inventory: number }) => r.inventory === 0)).toHaveLength(1);
    const mixed = value.content.filter(
      (r: { displayPointMoneyAmt: string }) => r.displayPointMoneyAmt === 'Y',
    );
    expect(mixed.length).toBeGreaterThanOrEqual(3);
    for (const r of mixed) expect(r.mpMoneyAmount).toMatch(/^\d+(\.\d+)?$/);
    for (const r of value.content) expect(r.imageLink).toMatch(/^\/wps\/res\/img\/reward\/[a-z0-9-]+\.svg$/);
  });

  it('filters by type and pages', async () => {
    const byType = (await get('/wps/points/rewards?page=1&size=1000&type=2', player01(), 'EN')).body.value;
    expect(byType.content.map((r: { type: number }) => r.type)).toEqual([2, 2, 2]);
    expect(byType.content[0].name).toBe('JD.com e-card 500');
    const paged = (await get('/wps/points/rewards?page=2&size=5', player01())).body.value;
    expect(paged).toMatchObject({ page: 2, totalPages: 3 });
    expect(paged.content).toHaveLength(5);
  });

  it('points every reward image at artwork the sandbox serves', async () => {
    const { value } = (await get('/wps/points/rewards?page=1&size=1000', player01())).body;
    for (const reward of value.content) {
      const response = await fetch(`http://localhost${reward.imageLink}`);
      expect(response.status).toBe(200);
    }
  });
});
