import { http } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';
import {
  SANDBOX_VN_GROUP_ID,
  sandboxDraws,
  sandboxLotteryCodes,
  sandboxLotteryGame,
  sandboxOpenIssue,
  sandboxRandom,
} from './lottery';

/** The paths of the Vietnam lottery and the trend chart (docs/endpoints.md, lottery; chosen where the spec is silent). */
export const LOTTERY_VN_PATHS = {
  vnGames: '/lgw/vn/games',
  vnDraws: '/lgw/vn/draw',
  /** spec/products.md §7 `/lgw/draw/code/{gameCode}`: a game's draw history, which the trend chart reads. */
  trend: '/lgw/draw/code/:gameCode',
} as const;

/** The prize tiers of a Vietnam draw, special prize first: [tier, how many numbers, digits each]. */
const VN_TIERS: readonly [tier: string, count: number, digits: number][] = [
  ['DB', 1, 6],
  ['G1', 1, 5],
  ['G2', 1, 5],
  ['G3', 2, 5],
  ['G4', 7, 5],
  ['G5', 1, 4],
  ['G6', 3, 4],
  ['G7', 1, 3],
  ['G8', 1, 2],
];

/** At most this many draws per call. */
const MAX_DRAWS = 50;

const countOf = (request: Request, fallback: number): number => {
  const requested = Number.parseInt(new URL(request.url).searchParams.get('count') ?? '', 10);
  return Math.min(MAX_DRAWS, Math.max(1, Number.isNaN(requested) ? fallback : requested));
};

/**
 * The Vietnam lottery (its games and draws with every prize tier; the special prize is the draw's `winNo`) and the
 * draw history of `/lgw/draw/code/{gameCode}` for the trend chart. Pure functions of the sandbox clock.
 */
export const lotteryVnArea: SandboxAreaFactory = (ctx) => {
  const vnCodes = () =>
    sandboxLotteryCodes().filter((c) => sandboxLotteryGame(c)?.groupId === SANDBOX_VN_GROUP_ID);
  const language = (request: Request) => request.headers.get('Language') ?? 'CN';

  return {
    handlers: [
      http.get(anyOrigin(LOTTERY_VN_PATHS.vnGames), ({ request }) =>
        ctx.ok(
          vnCodes().map((code) => {
            const game = sandboxLotteryGame(code)!;
            const issue = sandboxOpenIssue(code, ctx.now())!;
            return {
              gameId: game.gameId,
              gameCode: code,
              remark: game.name(language(request)),
              defaultPlayType: game.playType,
              numero: issue.numero,
              remainTime: issue.remainTime,
              lockTime: issue.lockTime,
            };
          }),
        ),
      ),
      http.get(anyOrigin(LOTTERY_VN_PATHS.vnDraws), ({ request }) => {
        const code = new URL(request.url).searchParams.get('gameCode');
        if (!code || !vnCodes().includes(code))
          return ctx.fail('lottery.game.not.found', `No Vietnam lottery ${code ?? ''}`);
        return ctx.ok(
          sandboxDraws(code, ctx.now(), countOf(request, 5)).map((draw) => {
            const next = sandboxRandom(`${code}:${draw.numero}:tiers`);
            const prizes = VN_TIERS.map(([tier, count, digits]) => ({
              tier,
              numbers:
                tier === 'DB'
                  ? [draw.winNo.split(',').join('')]
                  : Array.from({ length: count }, () =>
                      Array.from({ length: digits }, () => String(Math.floor(next() * 10))).join(''),
                    ),
            }));
            return { gameCode: code, numero: draw.numero, winNo: draw.winNo, prizes };
          }),
        );
      }),
      http.get(anyOrigin(LOTTERY_VN_PATHS.trend), ({ request, params }) => {
        const code = String(params.gameCode ?? '');
        if (!sandboxLotteryGame(code)) return ctx.fail('lottery.game.not.found', `No lottery game ${code}`);
        return ctx.ok(sandboxDraws(code, ctx.now(), countOf(request, 30)));
      }),
    ],
    reset() {},
  };
};
