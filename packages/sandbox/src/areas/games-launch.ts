import { http, HttpResponse } from 'msw';
import { anyOrigin, type SandboxAccount, type SandboxAreaFactory, type SandboxContext } from '../context';
import {
  findSeededGame,
  findSeededVendor,
  recordRecentGame,
  seededGamesOfType,
  SANDBOX_GAME_TYPES,
  type SandboxGame,
  type SandboxGameType,
} from './games-lobby';

/** The paths of this area (docs/endpoints.md, games-lobby: launch, trial, logout, recommended, stand-in game). */
export const GAME_LAUNCH_PATHS = {
  launch: '/wps/game/launchGame',
  trial: '/wps/game/trial',
  logout: '/wps/game/logout',
  recommended: '/wps/game/recommended',
  /** The stand-in game page a launch URL points at. */
  gamePage: '/__sandbox/game',
  /** Admin: the game logouts recorded for the request's merchant. */
  logouts: '/__sandbox/game-logouts',
} as const;

/** Launch parameters the platform accepts (spec/products.md §3). */
const PLATFORMS = ['html5-desktop', 'flash', 'html5'];
const LAUNCH_MODES = ['GLS', 'LOTT'];
/** The only client type of the web site (spec/products.md §3). */
const CLIENT_TYPE = '3';

/** A vendor down for maintenance; resType 1 asks the site to recommend other games. */
interface SeededMaintenance {
  gameType: SandboxGameType;
  vassalage: string;
  resType: 0 | 1;
  /** Offsets from the sandbox clock at the launch, in ms. */
  startOffsetMs: number;
  endOffsetMs: number;
}

/**
 * Seeded maintenance: MG slots with resType 1 (other slots are recommended), SG slots with resType 0 (the plain
 * maintenance dialog), IM sports with resType 1 but nothing to recommend (sports have no hot games).
 */
export const SEEDED_MAINTENANCE: readonly SeededMaintenance[] = [
  { gameType: 'RNG', vassalage: 'MG', resType: 1, startOffsetMs: -3_600_000, endOffsetMs: 7_200_000 },
  { gameType: 'RNG', vassalage: 'SG', resType: 0, startOffsetMs: -1_800_000, endOffsetMs: 5_400_000 },
  { gameType: 'SPORTS', vassalage: 'IM', resType: 1, startOffsetMs: -600_000, endOffsetMs: 3_000_000 },
];

/** Game types with hot games to recommend (several games per vendor); sports, esports and lottery have none. */
const HOT_GAME_TYPES: readonly SandboxGameType[] = ['RNG', 'LIVE', 'FISH', 'PVP'];
/** At most this many recommended games (two slides of 12 on the site). */
const RECOMMENDED_LIMIT = 24;

/**
 * Vendors whose launch answers only `game_url2` (the spec's "game_url or game_url2"); ALB answers both, game_url2
 * being its player page (spec/products.md §4 "ALB has a special player page").
 */
const URL2_ONLY_VENDORS = ['EVO'];
const PLAYER_PAGE_VENDORS = ['ALB'];

/** What a launched game page shows. */
interface GameSession {
  id: string;
  merchant: string;
  game: SandboxGame;
  account: string;
  balance: string;
  demo: boolean;
  platform: string;
  language: string;
}

/** A recorded game logout. */
export interface GameLogout {
  account: string;
  vassalage: string;
  at: number;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sum of decimal strings with 2 decimals, as a decimal string (no floats for money). */
function sumMoney(amounts: string[]): string {
  const cents = amounts.reduce((total, amount) => {
    const [whole = '0', fraction = ''] = amount.split('.');
    const sign = whole.startsWith('-') ? -1n : 1n;
    return total + sign * (BigInt(whole.replace('-', '')) * 100n + BigInt((fraction + '00').slice(0, 2)));
  }, 0n);
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A vendor's display name, or its code. */
const vendorName = (gameType: string, vassalage: string): string =>
  findSeededVendor(gameType, vassalage)?.displayName ?? vassalage;

/** The game a launch names: by nodeId, else roomId, else gameId, of that vendor. */
function lookUpGame(vassalage: string | null, ...keys: (string | null)[]): SandboxGame | undefined {
  for (const key of keys) {
    if (!key) continue;
    const game = findSeededGame(key);
    if (game && (!vassalage || game.vassalage === vassalage)) return game;
  }
  return undefined;
}

const isGameType = (value: string): value is SandboxGameType =>
  (SANDBOX_GAME_TYPES as readonly string[]).includes(value);

/**
 * The game launch of the sandbox: `GET /wps/game/launchGame` (checks the token and every launch parameter, answers
 * game_url or game_url2), the trial launch, game logout (recorded, readable at `GET /__sandbox/game-logouts`),
 * recommended hot games, and the stand-in game page the URLs point at, which shows the game, the account and the
 * balance it was launched with.
 */
export const gamesLaunchArea: SandboxAreaFactory = (ctx) => {
  let sessions = new Map<string, GameSession>();
  let logouts = new Map<string, GameLogout[]>();
  let nextSession = 1;

  const balanceOf = (merchant: string, member: SandboxAccount): string =>
    sumMoney((ctx.wallets?.list(merchant, member.id) ?? []).map((wallet) => wallet.availBalance));

  const startSession = (session: Omit<GameSession, 'id'>): string => {
    const id = `gs${nextSession++}`;
    sessions.set(id, { ...session, id });
    return `${GAME_LAUNCH_PATHS.gamePage}?session=${id}`;
  };

  return {
    handlers: [
      http.get(anyOrigin(GAME_LAUNCH_PATHS.launch), ({ request }) => {
        const member = ctx.accountOf(request);
        if (!member) return ctx.unauthorized();
        const merchant = ctx.merchantOf(request);
        const query = new URL(request.url).searchParams;
        const invalid = launchQueryProblem(query, member, merchant, request);
        if (invalid) return ctx.fail('param.invalid', invalid);
        if (member.type === 4) return ctx.fail('account.demo', 'A real account is required');
        const vassalage = query.get('vassalage')!;
        const game = lookUpGame(vassalage, query.get('nodeId'), query.get('roomId'), query.get('gameId'));
        if (!game) return ctx.fail('game.not.found', `No game ${query.get('gameId') ?? query.get('nodeId')}`);
        const down = SEEDED_MAINTENANCE.find(
          (m) => m.vassalage === vassalage && m.gameType === game.gameType,
        );
        if (down) {
          const now = ctx.now();
          return ctx.fail(
            'vendor_under_maintenance',
            `${vendorName(game.gameType, vassalage)} is under maintenance`,
            200,
            {
              maintainTime: now + down.startOffsetMs,
              endTime: now + down.endOffsetMs,
              resType: down.resType,
            },
          );
        }
        const balance = balanceOf(merchant, member);
        if (!/[1-9]/.test(balance))
          return ctx.fail('launch_game_balance_not_enough', 'Your balance is not enough to play');
        recordRecentGame(ctx, merchant, member, game);
        const url = startSession({
          merchant,
          game,
          account: member.account,
          balance,
          demo: false,
          platform: query.get('platform')!,
          language: query.get('language')!,
        });
        if (PLAYER_PAGE_VENDORS.includes(vassalage))
          return ctx.ok({ game_url: url, game_url2: `${url}&player=1` });
        return ctx.ok(URL2_ONLY_VENDORS.includes(vassalage) ? { game_url2: url } : { game_url: url });
      }),

      http.get(anyOrigin(GAME_LAUNCH_PATHS.trial), ({ request }) => {
        const merchant = ctx.merchantOf(request);
        if (ctx.isFlagOn && !ctx.isFlagOn(merchant, 'FREEPLAY3'))
          return ctx.fail('freeplay.disabled', 'Free play is not available');
        const query = new URL(request.url).searchParams;
        const platform = query.get('platform') ?? '';
        if (!PLATFORMS.includes(platform)) return ctx.fail('param.invalid', `platform: ${platform}`);
        const game = lookUpGame(null, query.get('nodeId'), query.get('gameId'));
        if (!game) return ctx.fail('game.not.found', 'No such game');
        if (game.freeplay !== 1) return ctx.fail('trial.unavailable', 'This game has no free trial');
        const member = ctx.accountOf(request);
        return ctx.ok({
          game_url: startSession({
            merchant,
            game,
            account: member?.account ?? 'guest',
            balance: '2000.00',
            demo: true,
            platform,
            language: query.get('language') ?? '',
          }),
        });
      }),

      http.post(anyOrigin(GAME_LAUNCH_PATHS.logout), async ({ request }) => {
        const member = ctx.accountOf(request);
        if (!member) return ctx.unauthorized();
        const body = (await request.json().catch(() => null)) as { vassalage?: unknown } | null;
        const vassalage = typeof body?.vassalage === 'string' ? body.vassalage : '';
        if (!vassalage) return ctx.fail('param.invalid', 'vassalage is required');
        const merchant = ctx.merchantOf(request);
        const list = logouts.get(merchant) ?? [];
        list.push({ account: member.account, vassalage, at: ctx.now() });
        logouts.set(merchant, list);
        return ctx.ok(null);
      }),

      http.get(anyOrigin(GAME_LAUNCH_PATHS.recommended), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const platforms = (query.get('platform') ?? '').split(',');
        if (!platforms.every((p) => PLATFORMS.includes(p)))
          return ctx.fail('param.invalid', `platform: ${query.get('platform') ?? ''}`);
        const gameType = query.get('gameType') ?? '';
        if (!isGameType(gameType)) return ctx.fail('param.invalid', `Unknown gameType: ${gameType}`);
        const vassalage = query.get('vassalage');
        const down = new Set(
          SEEDED_MAINTENANCE.filter((m) => m.gameType === gameType).map((m) => m.vassalage),
        );
        const games = HOT_GAME_TYPES.includes(gameType)
          ? seededGamesOfType(gameType)
              .filter((game) => game.hot && game.vassalage !== vassalage && !down.has(game.vassalage))
              .slice(0, RECOMMENDED_LIMIT)
              .map((game) => ({ ...game, vendorName: vendorName(gameType, game.vassalage) }))
          : [];
        return ctx.ok(games);
      }),

      http.get(anyOrigin(GAME_LAUNCH_PATHS.gamePage), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const session = sessions.get(query.get('session') ?? '');
        if (!session) return new HttpResponse('Unknown game session', { status: 404 });
        // `player=1`: the vendor's own player page (ALB's game_url2).
        const player = query.get('player') === '1';
        return new HttpResponse(gamePageHtml({ ...session, player }, ctx), {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      }),

      http.get(anyOrigin(GAME_LAUNCH_PATHS.logouts), ({ request }) =>
        ctx.ok(logouts.get(ctx.merchantOf(request)) ?? []),
      ),
    ],
    reset() {
      sessions = new Map();
      logouts = new Map();
      nextSession = 1;
    },
  };
};

/** What is wrong with a launch query, or null (spec/products.md §3; the token must be the caller's own). */
function launchQueryProblem(
  query: URLSearchParams,
  member: SandboxAccount,
  merchant: string,
  request: Request,
): string | null {
  const get = (name: string) => query.get(name) ?? '';
  if (!get('vassalage')) return 'vassalage is required';
  if (!get('gameId') && !get('roomId') && !get('nodeId')) return 'gameId, roomId or nodeId is required';
  if (!PLATFORMS.includes(get('platform'))) return `platform: ${get('platform')}`;
  if (get('clientType') !== CLIENT_TYPE) return `clientType: ${get('clientType')}`;
  if (get('accountType') !== '1') return `accountType: ${get('accountType')}`;
  if (get('confirmTrans') !== '0') return `confirmTrans: ${get('confirmTrans')}`;
  if (!LAUNCH_MODES.includes(get('launchMode'))) return `launchMode: ${get('launchMode')}`;
  if (get('username') !== member.account) return 'username is not the token’s account';
  if (get('token') !== request.headers.get('Authorization')) return 'token is not the caller’s';
  if (get('merchantCode') !== merchant) return `merchantCode: ${get('merchantCode')}`;
  if (!get('language')) return 'language is required';
  return null;
}

function gamePageHtml(session: GameSession & { player: boolean }, ctx: SandboxContext): string {
  const { game } = session;
  const rows: [string, string, string][] = [
    ['game', 'Game', game.displayName],
    ['vendor', 'Vendor', game.vassalage],
    ['account', 'Account', session.account],
    ['balance', 'Balance', session.balance],
    ['mode', 'Mode', session.demo ? 'demo' : 'real'],
    ['platform', 'Platform', session.platform],
    ['language', 'Language', session.language],
  ];
  const title = `${game.displayName} (${session.player ? `${game.vassalage} player` : game.vassalage})`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;background:#102;color:#fff;margin:0;padding:24px}dt{opacity:.7}dd{margin:0 0 8px}</style>
</head><body data-testid="sandbox-game" data-session="${escapeHtml(session.id)}">
<h1>${escapeHtml(title)}</h1>
<p>Sandbox stand-in game, started ${new Date(ctx.now()).toISOString()}</p>
<dl>${rows
    .map(([id, label, value]) => `<dt>${label}</dt><dd data-testid="game-${id}">${escapeHtml(value)}</dd>`)
    .join('')}</dl>
</body></html>`;
}
