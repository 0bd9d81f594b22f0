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

async function post(path: string, body: unknown, account = 'agent02') {
  const response = await fetch(`http://localhost:8080/wps/agent/contracts/${path}/process`, {
    method: 'POST',
    headers: {
      Merchant: 'demo',
      Authorization: sandbox.issueToken(account),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; errorCode?: string },
  };
}

describe('GET /wps/agent/contracts/consolidated', () => {
  it('needs a logged-in account', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await get(token);
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    }
  });

  it('gives agent02 requests of every kind and every status', async () => {
    const value = await valueFor('agent02');
    const statuses = [
      ...value.dividend.flatMap((group) => group.contracts.map((c) => c.status)),
      ...value.dailySalary.map((s) => s.status),
      ...value.hourlySalary.map((s) => s.status),
      ...value.realTimeSalary.map((s) => s.status),
    ];
    expect([...new Set(statuses)].sort()).toEqual(['A', 'C', 'E', 'P', 'R', 'V']);
    const dividend = value.dividend.flatMap((group) => group.contracts);
    expect(dividend.filter((c) => c.downlineHigherRate === 'Y')).toHaveLength(1);
    for (const s of value.hourlySalary) expect(s).toMatchObject({ productType: expect.any(String) });
    for (const group of value.dividend) expect(group).toMatchObject({ requestTime: expect.any(Number) });
  });

  it('gives everyone else none (a request waiting opens the modal after login)', async () => {
    for (const account of ['agent01', 'player01']) expect(count(await valueFor(account))).toBe(0);
  });

  it('filters by startTime and endTime (both included)', async () => {
    const token = sandbox.issueToken('agent02');
    const now = sandbox.now();
    const read = async (query: string) => {
      const response = await fetch(`http://localhost:8080/wps/agent/contracts/consolidated?${query}`, {
        headers: { Merchant: 'demo', Authorization: token },
      });
      return (await response.json()) as { success: boolean; value: SandboxConsolidatedContracts };
    };
    const today = await read(`startTime=${now - 3_600_000}&endTime=${now + 3_600_000}`);
    expect(today.value.dividend.map((g) => g.productType)).toEqual(['LOTT', 'RNG', 'LIVE']);
    const week = await read(`startTime=${now - 7 * 86_400_000}&endTime=${now}`);
    expect(week.value.dividend.map((g) => g.productType)).toContain('SPORTS');
    expect(await read('startTime=abc')).toMatchObject({ success: false, errorCode: 'param.invalid' });
  });

  it('is deterministic: the same seed after a reset (dated from the reset)', async () => {
    // Request times are the reset's clock: compare without them.
    const undated = (v: SandboxConsolidatedContracts) =>
      JSON.parse(
        JSON.stringify(v, (key, value: unknown) => (key === 'requestTime' ? undefined : value)),
      ) as unknown;
    const before = await valueFor('agent02');
    await post('daily', { id: 22001, status: 'A' });
    sandbox.reset();
    expect(undated(await valueFor('agent02'))).toEqual(undated(before));
  });
});

describe('the status calls', () => {
  it('applies each legal transition and refuses an illegal one', async () => {
    // P -> A (dividend group), E -> R (daily), V -> C (hourly), V -> A (real-time: rejecting the termination).
    expect(
      (await post('dividend', { productType: 'LOTT', computationPeriod: 'HALF_MONTH', status: 'A' })).body,
    ).toMatchObject({ success: true });
    expect((await post('daily', { id: 22003, status: 'R' })).body).toMatchObject({ success: true });
    expect(
      (await post('hourly', { contractId: 23002, status: 'C', productType: 'LIVE' })).body,
    ).toMatchObject({
      success: true,
    });
    expect((await post('realtime', { contractId: 24002, status: 'A' })).body).toMatchObject({
      success: true,
    });
    const value = await valueFor('agent02');
    expect(value.dividend[0]!.contracts.map((c) => c.status)).toEqual(['A', 'A']);
    expect(value.dailySalary.find((s) => s.id === 22003)!.status).toBe('R');
    expect(value.hourlySalary.find((s) => s.contractId === 23002)!.status).toBe('C');
    expect(value.realTimeSalary.find((s) => s.contractId === 24002)!.status).toBe('A');

    // Settled (A, C, R) cannot move; P cannot be terminated.
    for (const [path, body] of [
      ['daily', { id: 22003, status: 'A' }],
      ['daily', { id: 22004, status: 'R' }],
      ['hourly', { contractId: 23003, status: 'A', productType: 'RNG' }],
      ['realtime', { contractId: 24001, status: 'C' }],
      ['dividend', { productType: 'LOTT', computationPeriod: 'HALF_MONTH', status: 'R' }],
    ] as const) {
      expect([path, (await post(path, body)).body]).toEqual([
        path,
        expect.objectContaining({ success: false, errorCode: 'contract.status.invalid' }),
      ]);
    }
  });

  it('refuses unknown contracts, bad bodies and missing sessions', async () => {
    expect((await post('daily', { id: 1, status: 'A' })).body).toMatchObject({
      errorCode: 'contract.not.found',
    });
    expect(
      (await post('hourly', { contractId: 23001, status: 'A', productType: 'LIVE' })).body,
    ).toMatchObject({
      errorCode: 'contract.not.found',
    });
    expect((await post('daily', { id: 22001, status: 'X' })).status).toBe(400);
    expect((await post('hourly', { contractId: 23001, status: 'A' })).status).toBe(400);
    const response = await fetch('http://localhost:8080/wps/agent/contracts/daily/process', {
      method: 'POST',
      headers: { Merchant: 'demo' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
