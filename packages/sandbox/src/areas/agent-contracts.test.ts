import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';
import type { SandboxConsolidatedContracts } from './agent-contracts';

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

async function get(token?: string): Promise<{ status: number; body: { success: boolean; value?: unknown } }> {
  const response = await fetch('http://localhost:8080/wps/agent/contracts/consolidated', {
    headers: { Merchant: 'demo', ...(token ? { Authorization: token } : {}) },
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; value?: unknown } };
}
const valueFor = async (account: string) =>
  (await get(sandbox.issueToken(account))).body.value as SandboxConsolidatedContracts;
const count = (v: SandboxConsolidatedContracts) =>
  v.dividend.flatMap((g) => g.contracts).length +
  v.dailySalary.length +
  v.hourlySalary.length +
  v.realTimeSalary.length;

describe('GET /wps/agent/contracts/consolidated', () => {
  it('needs a logged-in account', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await get(token);
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    }
  });

  it('gives agent02 requests of every kind and status', async () => {
    const value = await valueFor('agent02');
    const dividend = value.dividend.flatMap((group) => group.contracts);
    expect(dividend.map((c) => c.status).sort()).toEqual(['E', 'P', 'V']);
    expect(dividend.filter((c) => c.downlineHigherRate === 'Y')).toHaveLength(1);
    expect(value.dailySalary.map((s) => s.status).sort()).toEqual(['P', 'V']);
    expect(value.hourlySalary.map((s) => s.status).sort()).toEqual(['P', 'V']);
    expect(value.realTimeSalary.map((s) => s.status).sort()).toEqual(['P', 'V']);
    for (const group of value.dividend) expect(group).toMatchObject({ productType: expect.any(String) });
  });

  it('gives agent01 one request and player01 none', async () => {
    expect(count(await valueFor('agent01'))).toBe(1);
    expect(await valueFor('player01')).toEqual({
      dividend: [],
      dailySalary: [],
      hourlySalary: [],
      realTimeSalary: [],
    });
  });

  it('is deterministic: the same seed after a reset', async () => {
    const before = await valueFor('agent02');
    sandbox.reset();
    expect(await valueFor('agent02')).toEqual(before);
  });
});
