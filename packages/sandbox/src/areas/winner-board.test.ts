import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const NOW = Date.UTC(2026, 10, 21, 12);
const sandbox = createSandbox({ now: () => NOW });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

interface Board {
  columns: { key: string; type: string; title: string }[];
  list: { vo: Record<string, string | number> }[];
}

async function board(query: string, headers: Record<string, string> = { Language: 'zh_CN' }) {
  const response = await fetch(`http://localhost/wps/winner/board?${query}`, {
    headers: { Merchant: 'demo', ...headers },
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; value: Board; errorCode: string | null },
  };
}

describe('sandbox winner board', () => {
  it('answers the configured columns in the Language locale and at most limitNum records, newest first', async () => {
    const { body } = await board('gameCategory=ALL&language=CN&limitNum=100');
    expect(body.success).toBe(true);
    expect(body.value.columns).toEqual([
      { key: 'account', type: 'text', title: '会员' },
      { key: 'gameName', type: 'text', title: '游戏' },
      { key: 'winAmount', type: 'money', title: '中奖金额' },
      { key: 'winTime', type: 'datetime', title: '时间' },
    ]);
    expect(body.value.list).toHaveLength(100);
    const first = body.value.list[0]!.vo;
    expect(first).toEqual({
      recordId: 'W90001',
      account: expect.stringMatching(/^pla\*\*\*\d\d$/),
      gameName: expect.any(String),
      winAmount: expect.stringMatching(/^\d+\.\d\d$/),
      winTime: expect.any(Number),
    });
    const times = body.value.list.map((r) => r.vo.winTime as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThanOrEqual(NOW);
  });

  it('filters by game category and names games in English for en_US', async () => {
    const { body } = await board('gameCategory=LOTT&language=EN&limitNum=100', { Language: 'en_US' });
    expect(body.value.columns.map((c) => c.title)).toEqual(['Player', 'Game', 'Win', 'Time']);
    expect(body.value.list.length).toBeGreaterThan(0);
    for (const { vo } of body.value.list) expect(['Chongqing SSC', 'Lucky Airship']).toContain(vo.gameName);
  });

  it('refuses a bare language code in the Language header, a bad limit and an unknown category', async () => {
    expect((await board('gameCategory=ALL&limitNum=100', { Language: 'CN' })).body.errorCode).toBe(
      'param.invalid',
    );
    expect((await board('gameCategory=ALL&limitNum=0')).body.errorCode).toBe('param.invalid');
    expect((await board('gameCategory=BINGO&limitNum=100')).body.errorCode).toBe('param.invalid');
  });

  it('accepts the CustomerId of the logged-in member and refuses anyone else’s', async () => {
    const token = sandbox.issueToken('player01');
    const own = sandbox.resolveToken(token)!.account.id;
    const ok = await board('gameCategory=ALL&limitNum=5', {
      Language: 'zh_CN',
      Authorization: token,
      CustomerId: String(own),
    });
    expect(ok.body.value.list).toHaveLength(5);
    const other = await board('gameCategory=ALL&limitNum=5', {
      Language: 'zh_CN',
      Authorization: token,
      CustomerId: String(own + 1),
    });
    expect(other.body.errorCode).toBe('customer.mismatch');
    const visitor = await board('gameCategory=ALL&limitNum=5', {
      Language: 'zh_CN',
      CustomerId: String(own),
    });
    expect(visitor.body.errorCode).toBe('customer.mismatch');
  });
});
