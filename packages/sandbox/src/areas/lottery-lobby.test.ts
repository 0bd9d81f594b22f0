import { setupSandboxServer } from '../testing';

// 2026-11-21 10:15:30 in UTC+8: CQSSC issue 0124 locks in 240 s; THGOV (Thai, SEA) is open.
const START = Date.UTC(2026, 10, 21, 2, 15, 30);
let now = START;
const { sandbox } = setupSandboxServer({ now: () => now });
afterEach(() => (now = START));

const SITE = 'http://localhost:8080';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(path: string, init: RequestInit = {}, token?: string): Promise<any> {
  const headers = new Headers(init.headers);
  headers.set('Merchant', 'demo');
  if (token) headers.set('Authorization', token);
  if (init.body) headers.set('Content-Type', 'application/json');
  return (await fetch(`${SITE}${path}`, { ...init, headers })).json();
}
const lobby = (query: Record<string, string>, token: string) =>
  call(`/lgw/lotto/lobby?${new URLSearchParams(query).toString()}`, {}, token);
const balance = async (token: string): Promise<string> =>
  (await call('/wps/v2/wallets/balance?typeId=0', {}, token)).value.balance.find(
    (w: { accountName: string }) => w.accountName === 'MAIN',
  ).availBalance;

describe('GET /lgw/lotto/lobby', () => {
  it('answers a lobby URL for a member with the spec parameters', async () => {
    const token = sandbox.issueToken('player01');
    const ok = await lobby(
      { lottoGameCode: 'CQSSC', launchMode: 'LOTT', lottoMode: 'Traditional', lang: 'CN' },
      token,
    );
    expect(ok).toMatchObject({ success: true, value: { url: '/__sandbox/lotto?session=ls1' } });
  });

  it('checks the mode by game type, SEA for the Thai lotteries and mode 2 for long_dragon', async () => {
    const token = sandbox.issueToken('player01');
    const base = { launchMode: 'LOTT', lang: 'CN' };
    const code = async (query: Record<string, string>) =>
      (await lobby({ ...base, ...query }, token)).errorCode ?? 'ok';
    expect(await code({ lottoGameCode: 'TXFFC', lottoMode: 'Elott_Entertainment' })).toBe('ok');
    expect(await code({ lottoGameCode: 'TXFFC', lottoMode: 'Traditional' })).toBe('param.invalid');
    expect(await code({ lottoGameCode: 'THGOV', lottoMode: 'SEA_Tradition', prizeMode: 'SEA' })).toBe('ok');
    expect(await code({ lottoGameCode: 'THGOV', lottoMode: 'SEA_Tradition' })).toBe('param.invalid');
    expect(await code({ lottoGameCode: 'CQSSC', lottoMode: 'Traditional', prizeMode: 'SEA' })).toBe(
      'param.invalid',
    );
    expect(await code({ lottoGameCode: 'long_dragon', lottoMode: 'Entertainment' })).toBe('ok');
    expect(await code({ lottoGameCode: 'long_dragon', lottoMode: 'Traditional' })).toBe('param.invalid');
    expect(await code({ lottoGameCode: 'CQSSC', lottoMode: 'Traditional', launchMode: 'GLS' })).toBe(
      'param.invalid',
    );
    expect(await code({ lottoGameCode: 'NOPE', lottoMode: 'Traditional' })).toBe('lottery.game.not.found');
  });

  it('needs a token', async () => {
    const response = await fetch(`${SITE}/lgw/lotto/lobby?lottoGameCode=CQSSC`, {
      headers: { Merchant: 'demo' },
    });
    expect(response.status).toBe(401);
  });
});

describe('the stand-in betting lobby', () => {
  it('takes a bet on the open issue, debits the wallet and records the ticket', async () => {
    const token = sandbox.issueToken('player01');
    const before = await balance(token);
    const { value } = await lobby(
      { lottoGameCode: 'CQSSC', launchMode: 'LOTT', lottoMode: 'Traditional', lang: 'CN' },
      token,
    );
    const session = new URL(value.url, SITE).searchParams.get('session')!;
    const page = await fetch(`${SITE}${value.url}`);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(await page.text()).toContain('data-testid="sandbox-lotto"');
    const state = await call(`/__sandbox/lotto/state?session=${session}`);
    expect(state.value).toMatchObject({ gameCode: 'CQSSC', account: 'player01', balance: before });
    expect(state.value.issue).toMatchObject({ numero: '20261121-0124', lockTime: 240 });

    const bet = await call('/__sandbox/lotto/bet', {
      method: 'POST',
      body: JSON.stringify({ session, numbers: '1,2,3,4,5', amount: '10' }),
    });
    expect(bet).toMatchObject({
      success: true,
      value: { ticketId: 'T000001', numero: '20261121-0124', amount: '10.00' },
    });
    expect(Number(await balance(token))).toBeCloseTo(Number(before) - 10, 2);
    expect((await call('/__sandbox/lotto/tickets')).value).toHaveLength(1);
  });

  it('refuses bad numbers, a locked issue and more than the balance', async () => {
    const token = sandbox.issueToken('player01');
    const { value } = await lobby(
      { lottoGameCode: 'SD11X5', launchMode: 'LOTT', lottoMode: 'Traditional', lang: 'CN' },
      token,
    );
    const session = new URL(value.url, SITE).searchParams.get('session')!;
    const bet = (numbers: string, amount: string) =>
      call('/__sandbox/lotto/bet', { method: 'POST', body: JSON.stringify({ session, numbers, amount }) });
    expect((await bet('01,01,02,03,04', '1')).errorCode).toBe('lotto.numbers.invalid');
    expect((await bet('01,02,03,04,12', '1')).errorCode).toBe('lotto.numbers.invalid');
    expect((await bet('01,02,03,04,11', '0')).errorCode).toBe('lotto.amount.invalid');
    expect((await bet('01,02,03,04,11', '99999999')).errorCode).toBe('lotto.balance.not.enough');
    expect((await bet('01,02,03,04,11', '1')).success).toBe(true);
    now += 230_000; // SD11X5 issue 0062 draws at 10:20:00 and locks 60 s before: 40 s left, locked
    expect((await bet('01,02,03,04,11', '1')).errorCode).toBe('lotto.issue.locked');
  });
});

describe('Vietnam lottery and trend chart', () => {
  it('lists the Vietnam games and their draws with every prize tier, the special prize being winNo', async () => {
    const games = (await call('/lgw/vn/games')).value;
    expect(games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VNHCM', 'VNHN']);
    const draws = (await call('/lgw/vn/draw?gameCode=VNHCM&count=2')).value;
    expect(draws).toHaveLength(2);
    const [draw] = draws;
    expect(draw.prizes.map((p: { tier: string }) => p.tier)).toEqual([
      'DB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'G8',
    ]);
    expect(draw.prizes[0].numbers).toEqual([draw.winNo.split(',').join('')]);
    expect(draw.prizes[4].numbers).toHaveLength(7);
    expect((await call('/lgw/vn/draw?gameCode=CQSSC')).errorCode).toBe('lottery.game.not.found');
  });

  it('answers a game draw history for the trend chart, 30 by default', async () => {
    const { value } = await call('/lgw/draw/code/CQSSC');
    expect(value).toHaveLength(30);
    expect(value[0].numero).toBe('20261121-0123');
  });
});
