import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SandboxClockListener, SandboxContext } from '../context';
import { fail, ok, unauthorized } from '../core/envelope';
import { createSandbox } from '../sandbox';
import { lotteryArea, sandboxWinNo } from './lottery';

// 2026-11-21 10:15:30 in UTC+8: issue 124 of CQSSC (5 min) has 270 s left, issue 616 of TXFFC (1 min) 30 s.
const START = Date.UTC(2026, 10, 21, 2, 15, 30);
let now = START;
const listeners: SandboxClockListener[] = [];
const broadcasts: [string, unknown][] = [];
const ctx: SandboxContext = {
  now: () => now,
  merchantOf: () => 'demo',
  accountOf: () => null,
  // The core's own envelope helpers: the fake context differs only in clock, merchant and realtime.
  ok,
  fail,
  unauthorized,
  broadcast: (destination, body) => void broadcasts.push([destination, body]),
  onClock: (listener) => {
    listeners.push(listener);
    return () => undefined;
  },
};
const advance = (ms: number) => {
  const from = now;
  now += ms;
  for (const listener of listeners) listener(from, now);
};

const area = lotteryArea(ctx);
const server = setupServer(...area.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  area.reset();
  now = START;
  broadcasts.length = 0;
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function get(path: string, language = 'CN'): Promise<any> {
  const response = await fetch(`http://localhost:8080${path}`, { headers: { Language: language } });
  return response.json();
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const byCode = (games: any[], code: string) => games.find((g) => g.gameCode === code);

describe('GET /lgw/games', () => {
  it('lists the games in groups, with the Thai group as 9 and live-video games', async () => {
    const { success, value } = await get('/lgw/games');
    expect(success).toBe(true);
    const codes = value.map((g: { gameCode: string }) => g.gameCode);
    expect(codes).toEqual(expect.arrayContaining(['CQSSC', 'TXFFC', 'SD11X5', 'GD11X5', 'CASSC']));
    expect(value.length).toBeGreaterThanOrEqual(11);
    expect(new Set(value.map((g: { gameGroupCode: string }) => g.gameGroupCode))).toEqual(
      new Set(['SSC', '11X5', 'PK10', 'FAST', 'THAI', 'THAISTOCK', 'YIKI', 'VN']),
    );
    // Thai groups 9, 10 and 11 (spec/products.md §4) and a Vietnam lottery.
    expect(byCode(value, 'THSTOCK')).toMatchObject({ gameGroupId: 10, gameType: 'LOTT' });
    expect(byCode(value, 'THYIKI')).toMatchObject({ gameGroupId: 11, gameType: 'ELOTT', vassalage: 'ELOTT' });
    expect(byCode(value, 'VNHCM')).toMatchObject({ gameGroupCode: 'VN', gameType: 'LOTT' });
    expect(byCode(value, 'THHANOI')).toMatchObject({ gameGroupId: 9, gameGroupCode: 'THAI' });
    expect(value.filter((g: { liveVideoSwitch: number }) => g.liveVideoSwitch === 1).length).toBeGreaterThan(
      0,
    );
    expect(byCode(value, 'CQSSC')).toEqual({
      gameId: 1,
      gameCode: 'CQSSC',
      remark: '重庆时时彩',
      defaultPlayType: 'SSC_5X_ZX',
      webIconUrl: '/wps/res/img/lottery/cqssc.svg',
      numero: '20261121-0124',
      remainTime: 270,
      lockTime: 240,
      liveVideoSwitch: 0,
      gameGroupId: 1,
      gameGroupCode: 'SSC',
      labelName: '热门',
      gameType: 'LOTT',
      vassalage: 'WLLOTT',
    });
    expect(byCode(value, 'TXFFC')).toMatchObject({ gameType: 'ELOTT', vassalage: 'ELOTT' });
  });

  it('computes each issue from the clock, so issues tick', async () => {
    expect(byCode((await get('/lgw/games')).value, 'TXFFC')).toMatchObject({
      numero: '20261121-0616',
      remainTime: 30,
    });
    now += 31_000;
    expect(byCode((await get('/lgw/games')).value, 'TXFFC')).toMatchObject({
      numero: '20261121-0617',
      remainTime: 59,
    });
    expect(byCode((await get('/lgw/games')).value, 'CASSC').remainTime).toBeLessThanOrEqual(180);
  });

  it('restarts issue numbers at midnight (UTC+8)', async () => {
    now = Date.UTC(2026, 10, 21, 16, 0, 30); // 00:00:30 on the 22nd
    const games = (await get('/lgw/games')).value;
    expect(byCode(games, 'TXFFC').numero).toBe('20261122-0001');
    expect(byCode(games, 'CQSSC').numero).toBe('20261122-0001');
  });

  it('names games in the request language', async () => {
    expect(byCode((await get('/lgw/games', 'EN')).value, 'CQSSC')).toMatchObject({
      remark: 'Chongqing SSC',
      labelName: 'Hot',
    });
    expect(byCode((await get('/lgw/games', 'TH')).value, 'THLAO').remark).toBe('หวยลาว');
  });

  it('keeps long-period countdowns below 1000 hours', async () => {
    const thai = byCode((await get('/lgw/games')).value, 'THGOV');
    expect(thai.remainTime).toBeGreaterThan(0);
    expect(thai.remainTime).toBeLessThanOrEqual(16 * 86_400);
    expect(thai.numero).toMatch(/^\d{8}-0001$/);
  });
});

describe('GET /lgw/games/popular', () => {
  it('answers `count` games, the hot ones first, named in the request language', async () => {
    const { value } = await get('/lgw/games/popular?count=1&prizeMode=1&playType=1', 'EN');
    expect(value).toEqual([
      { gameId: 1, gameCode: 'CQSSC', remark: 'Chongqing SSC', webIconUrl: '/wps/res/img/lottery/cqssc.svg' },
    ]);
    const four = (await get('/lgw/games/popular')).value.map((g: { gameCode: string }) => g.gameCode);
    expect(four).toEqual(['CQSSC', 'SD11X5', 'XYFT', 'TXFFC']);
  });
});

describe('GET /lgw/draw', () => {
  it('returns the last 5 draws newest first by default', async () => {
    const { value } = await get('/lgw/draw?gameCode=CQSSC');
    expect(value.map((d: { numero: string }) => d.numero)).toEqual([
      '20261121-0123',
      '20261121-0122',
      '20261121-0121',
      '20261121-0120',
      '20261121-0119',
    ]);
    for (const draw of value) expect(draw.winNo).toMatch(/^\d(,\d){4}$/);
  });

  it('draws 5 distinct numbers 01-11 for 11X5', async () => {
    const { value } = await get('/lgw/draw?gameCode=SD11X5&count=20');
    expect(value).toHaveLength(20);
    for (const { winNo } of value) {
      const balls = winNo.split(',');
      expect(balls).toHaveLength(5);
      expect(new Set(balls).size).toBe(5);
      for (const ball of balls) expect(ball).toMatch(/^(0[1-9]|1[01])$/);
    }
  });

  it('draws the same numbers for the same issue', async () => {
    const first = (await get('/lgw/draw?gameCode=GD11X5')).value;
    area.reset();
    expect((await get('/lgw/draw?gameCode=GD11X5')).value).toEqual(first);
    expect(first[0].winNo).toBe(sandboxWinNo('GD11X5', first[0].numero));
    expect(sandboxWinNo('CQSSC', '20261121-0001')).not.toBe(sandboxWinNo('CQSSC', '20261121-0002'));
  });

  it('draws the closed issue once the clock passes it', async () => {
    now += 270_000;
    expect((await get('/lgw/draw?gameCode=CQSSC&count=1')).value[0].numero).toBe('20261121-0124');
  });

  it('draws PK10 as the order of cars 01-10', async () => {
    const [draw] = (await get('/lgw/draw?gameCode=BJPK10&count=1')).value;
    expect(draw.winNo.split(',').sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ]);
  });

  it('rejects an unknown game', async () => {
    expect(await get('/lgw/draw?gameCode=NOPE')).toMatchObject({
      success: false,
      errorCode: 'lottery.game.not.found',
    });
  });
});

describe('GET /lgw/numeros/near', () => {
  it('gives the current, next and previous issue', async () => {
    const { value } = await get('/lgw/numeros/near?gameCode=CQSSC');
    expect(value).toEqual({
      currentNumero: { numero: '20261121-0124', isSale: true, remainTime: 270, lockTime: 240 },
      nextNumero: { numero: '20261121-0125' },
      previousNumero: { numero: '20261121-0123', winNo: sandboxWinNo('CQSSC', '20261121-0123') },
    });
  });

  it('stops sales in the lock window', async () => {
    now += 250_000;
    expect((await get('/lgw/numeros/near?gameCode=CQSSC')).value.currentNumero).toMatchObject({
      isSale: false,
      remainTime: 20,
      lockTime: 0,
    });
  });
});

describe('realtime draws', () => {
  it('broadcasts the newest draw of each game whose issue closed when the clock moves', () => {
    advance(31_000); // TXFFC (30 s left) draws; CQSSC (270 s left) does not
    const destinations = broadcasts.map(([destination]) => destination);
    expect(destinations).toContain('/topic/draw_number/TXFFC');
    expect(destinations).not.toContain('/topic/draw_number/CQSSC');
    expect(broadcasts.find(([d]) => d === '/topic/draw_number/TXFFC')?.[1]).toEqual({
      gameCode: 'TXFFC',
      numero: '20261121-0616',
      winNo: sandboxWinNo('TXFFC', '20261121-0616'),
    });
  });

  it('broadcasts one draw per game however far the clock jumps', () => {
    advance(3_600_000);
    expect(broadcasts.filter(([d]) => d === '/topic/draw_number/TXFFC')).toHaveLength(1);
  });
});

describe('composed by the sandbox core', () => {
  it('draws and broadcasts when the sandbox clock advances', async () => {
    const sandbox = createSandbox({ now: () => START });
    const sent: [string, unknown][] = [];
    sandbox.setRealtime({
      broadcast: (destination, body) => void sent.push([destination, body]),
      deliverToUser: () => 0,
    });
    sandbox.advanceClock(31_000);
    expect(sent).toContainEqual([
      '/topic/draw_number/TXFFC',
      { gameCode: 'TXFFC', numero: '20261121-0616', winNo: sandboxWinNo('TXFFC', '20261121-0616') },
    ]);
    const response = await getResponse(
      sandbox.handlers,
      new Request('http://localhost:8080/lgw/draw?gameCode=TXFFC&count=1'),
    );
    expect(((await response!.json()) as { value: { numero: string }[] }).value[0]!.numero).toBe(
      '20261121-0616',
    );
  });
});
