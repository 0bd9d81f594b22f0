import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';
import { readJsonObject } from '../core/request-body';
import {
  SANDBOX_SEA_GROUP_IDS,
  sandboxLotteryCodes,
  sandboxLotteryGame,
  sandboxOpenIssue,
  type SandboxLotteryInfo,
} from './lottery';

/** The paths of the lotto lobby (docs/endpoints.md, lottery). */
export const LOTTO_LOBBY_PATHS = {
  /** spec/products.md §7 `lottoLobby`: the betting lobby's URL. */
  lobby: '/lgw/lotto/lobby',
  /** The stand-in betting lobby page the URL points at. */
  page: '/__sandbox/lotto',
  /** The stand-in page's own calls: the open issue and balance, and a bet. */
  state: '/__sandbox/lotto/state',
  bet: '/__sandbox/lotto/bet',
  /** Admin: the tickets bought on the request's merchant since the last reset. */
  tickets: '/__sandbox/lotto/tickets',
} as const;

/** The long-dragon lobby's code (spec/products.md §2); it bets in mode 2. */
const LONG_DRAGON = 'long_dragon';
/** The modes a game of each kind accepts (spec/products.md §4). */
const LOTT_MODES = ['Traditional', 'Entertainment'];
const ELOTT_MODES = ['Elott_Traditional', 'Elott_Entertainment'];
const SEA_MODE = 'SEA_Tradition';
const SEA_PRIZE_MODE = 'SEA';
/** Mode 2 of each type: what the long-dragon lobby takes. */
const MODE_2 = ['Entertainment', 'Elott_Entertainment'];
/** The game a long-dragon lobby bets on first. */
const LONG_DRAGON_DEFAULT_GAME = 'CQSSC';

/** A betting lobby opened by `lottoLobby`. */
interface LobbySession {
  id: string;
  merchant: string;
  customerId: number;
  account: string;
  gameCode: string;
  lottoMode: string;
  prizeMode: string | null;
  lang: string;
}

/** A ticket bought in the stand-in lobby. */
export interface LottoTicket {
  ticketId: string;
  account: string;
  gameCode: string;
  numero: string;
  numbers: string;
  amount: string;
  lottoMode: string;
  prizeMode: string | null;
  boughtAt: number;
}

const isSea = (game: SandboxLotteryInfo): boolean => SANDBOX_SEA_GROUP_IDS.includes(game.groupId);

/** The modes a game takes (its type's, or SEA_Tradition for the SEA lotteries). */
function modesOf(game: SandboxLotteryInfo): string[] {
  if (isSea(game)) return [SEA_MODE];
  return game.gameType === 'ELOTT' ? ELOTT_MODES : LOTT_MODES;
}

/** The numbers a bet on a game of this kind must be: SSC 5 digits, 11X5 5 distinct 01-11, PK10 a car, else 2-3 digits. */
function numbersProblem(game: SandboxLotteryInfo, numbers: string): string | null {
  const balls = numbers.split(',').map((b) => b.trim());
  switch (game.kind) {
    case 'ssc':
      return balls.length === 5 && balls.every((b) => /^\d$/.test(b)) ? null : 'SSC: 5 digits 0-9';
    case '11x5':
      return balls.length === 5 && new Set(balls).size === 5 && balls.every((b) => /^(0[1-9]|1[01])$/.test(b))
        ? null
        : '11X5: 5 distinct numbers 01-11';
    case 'pk10':
      return balls.length === 1 && /^(0[1-9]|10)$/.test(balls[0]!) ? null : 'PK10: one car 01-10';
    default:
      return balls.length === 1 && /^\d{2,3}$/.test(balls[0]!) ? null : '2 or 3 digits';
  }
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The lotto lobby of the sandbox: `GET /lgw/lotto/lobby` checks the spec's parameters (lottoGameCode, launchMode LOTT,
 * lottoMode by the game's type, lang, prizeMode SEA for the SEA lotteries) and answers the URL of a stand-in betting
 * lobby page. The page shows the open issue and the balance, takes a bet for that issue (debiting the member's main
 * wallet), shows the ticket and tells the site (`postMessage` `{ type: 'lotto.bet', ticketId, balance }`).
 */
export const lotteryLobbyArea: SandboxAreaFactory = (ctx) => {
  let sessions = new Map<string, LobbySession>();
  let tickets: (LottoTicket & { merchant: string })[] = [];
  let nextSession = 1;
  let nextTicket = 1;

  const sessionOf = (id: string | null | undefined) => (id ? sessions.get(id) : undefined);
  const balanceOf = (s: LobbySession) => ctx.wallets?.balance(s.merchant, s.customerId) ?? '0.00';
  /** The game a session bets on: its own, or for long dragon the one the page picked. */
  const betGameOf = (s: LobbySession, picked: string | null) =>
    s.gameCode === LONG_DRAGON
      ? sandboxLotteryGame(picked ?? LONG_DRAGON_DEFAULT_GAME)
      : sandboxLotteryGame(s.gameCode);

  return {
    handlers: [
      http.get(anyOrigin(LOTTO_LOBBY_PATHS.lobby), ({ request }) => {
        const member = ctx.accountOf(request);
        if (!member) return ctx.unauthorized();
        if (member.type === 4) return ctx.fail('account.demo', 'A real account is required');
        const query = new URL(request.url).searchParams;
        const code = query.get('lottoGameCode') ?? '';
        const mode = query.get('lottoMode') ?? '';
        const prizeMode = query.get('prizeMode');
        const lang = query.get('lang') ?? '';
        if (query.get('launchMode') !== 'LOTT')
          return ctx.fail('param.invalid', `launchMode: ${query.get('launchMode') ?? ''}`);
        if (!lang) return ctx.fail('param.invalid', 'lang is required');
        if (code === LONG_DRAGON) {
          if (!MODE_2.includes(mode))
            return ctx.fail('param.invalid', `long_dragon bets in mode 2, not ${mode}`);
        } else {
          const game = sandboxLotteryGame(code);
          if (!game) return ctx.fail('lottery.game.not.found', `No lottery game ${code}`);
          if (!modesOf(game).includes(mode))
            return ctx.fail('param.invalid', `lottoMode ${mode} for ${code}`);
          if (isSea(game) !== (prizeMode === SEA_PRIZE_MODE))
            return ctx.fail('param.invalid', `prizeMode ${prizeMode ?? '(none)'} for ${code}`);
        }
        if (prizeMode !== null && prizeMode !== SEA_PRIZE_MODE)
          return ctx.fail('param.invalid', `prizeMode: ${prizeMode}`);
        const id = `ls${nextSession++}`;
        sessions.set(id, {
          id,
          merchant: ctx.merchantOf(request),
          customerId: member.id,
          account: member.account,
          gameCode: code,
          lottoMode: mode,
          prizeMode,
          lang,
        });
        return ctx.ok({ url: `${LOTTO_LOBBY_PATHS.page}?session=${id}` });
      }),

      http.get(anyOrigin(LOTTO_LOBBY_PATHS.page), ({ request }) => {
        const session = sessionOf(new URL(request.url).searchParams.get('session'));
        if (!session) return new HttpResponse('Unknown lotto session', { status: 404 });
        return new HttpResponse(lobbyPageHtml(session), {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      }),

      http.get(anyOrigin(LOTTO_LOBBY_PATHS.state), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const session = sessionOf(query.get('session'));
        if (!session) return ctx.fail('lotto.session.invalid', 'Unknown lotto session', 404);
        const game = betGameOf(session, query.get('gameCode'));
        if (!game) return ctx.fail('lottery.game.not.found', 'No such game');
        return ctx.ok({
          gameCode: game.gameCode,
          name: game.name(session.lang),
          playType: game.playType,
          lottoMode: session.lottoMode,
          prizeMode: session.prizeMode,
          account: session.account,
          balance: balanceOf(session),
          issue: sandboxOpenIssue(game.gameCode, ctx.now()),
        });
      }),

      http.post(anyOrigin(LOTTO_LOBBY_PATHS.bet), async ({ request }) => {
        const body = await readJsonObject(request);
        if (!body) return ctx.fail('request.invalid', 'A JSON body is required', 400);
        const session = sessionOf(typeof body.session === 'string' ? body.session : null);
        if (!session) return ctx.fail('lotto.session.invalid', 'Unknown lotto session', 404);
        const game = betGameOf(session, typeof body.gameCode === 'string' ? body.gameCode : null);
        if (!game) return ctx.fail('lottery.game.not.found', 'No such game');
        const numbers = typeof body.numbers === 'string' ? body.numbers.replace(/\s+/g, '') : '';
        const problem = numbersProblem(game, numbers);
        if (problem) return ctx.fail('lotto.numbers.invalid', problem);
        let amount: Decimal;
        try {
          amount = new Decimal(
            typeof body.amount === 'string' || typeof body.amount === 'number' ? body.amount : NaN,
          );
        } catch {
          return ctx.fail('lotto.amount.invalid', 'The amount must be a number');
        }
        if (!amount.isFinite() || amount.lte(0) || amount.decimalPlaces() > 2)
          return ctx.fail('lotto.amount.invalid', 'The amount must be above 0, 2 decimals at most');
        const issue = sandboxOpenIssue(game.gameCode, ctx.now());
        if (!issue || issue.lockTime <= 0)
          return ctx.fail('lotto.issue.locked', `Betting on ${issue?.numero ?? ''} has closed`);
        const balance = ctx.wallets?.adjust(session.merchant, session.customerId, amount.neg().toFixed(2));
        if (!balance) return ctx.fail('lotto.balance.not.enough', 'Your balance is not enough for this bet');
        const ticket: LottoTicket = {
          ticketId: `T${String(nextTicket++).padStart(6, '0')}`,
          account: session.account,
          gameCode: game.gameCode,
          numero: issue.numero,
          numbers,
          amount: amount.toFixed(2),
          lottoMode: session.lottoMode,
          prizeMode: session.prizeMode,
          boughtAt: ctx.now(),
        };
        tickets.push({ ...ticket, merchant: session.merchant });
        return ctx.ok({ ...ticket, balance });
      }),

      http.get(anyOrigin(LOTTO_LOBBY_PATHS.tickets), ({ request }) => {
        const merchant = ctx.merchantOf(request);
        return ctx.ok(tickets.filter((t) => t.merchant === merchant).map(({ merchant: _m, ...t }) => t));
      }),
    ],
    reset() {
      sessions = new Map();
      tickets = [];
      nextSession = 1;
      nextTicket = 1;
    },
  };
};

/**
 * The stand-in betting lobby: open issue with its lock countdown, balance, numbers and amount, a Place bet button
 * (once while in flight), the ticket, and a message to the site so its balance re-reads. Plain HTML and script:
 * it stands for a vendor's page, which the site only frames.
 */
function lobbyPageHtml(session: LobbySession): string {
  const longDragon = session.gameCode === LONG_DRAGON;
  const options = longDragon
    ? sandboxLotteryCodes()
        .map((code) => sandboxLotteryGame(code)!)
        .filter((g) => g.kind === 'ssc' || g.kind === '11x5')
        .map((g) => `<option value="${g.gameCode}">${escapeHtml(g.name(session.lang))}</option>`)
        .join('')
    : '';
  const paths = JSON.stringify({ state: LOTTO_LOBBY_PATHS.state, bet: LOTTO_LOBBY_PATHS.bet });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox lotto lobby</title>
<style>
body{font-family:sans-serif;background:#1b1030;color:#fff;margin:0;padding:16px}
label{display:block;margin:8px 0 4px}input,select{font-size:16px;padding:6px;border-radius:4px;border:0}
button{margin-top:12px;font-size:16px;padding:8px 16px;background:#f5b400;border:0;border-radius:4px}
button[disabled]{opacity:.5}dt{opacity:.7}dd{margin:0 0 6px}
[role=alert]{color:#ff8080}#ticket{margin-top:12px;padding:8px;background:#2c1d4d;border-radius:6px}
</style></head>
<body data-testid="sandbox-lotto" data-session="${escapeHtml(session.id)}">
<h1 id="lotto-game" data-testid="lotto-game">…</h1>
<p>Sandbox stand-in lotto lobby · mode <span data-testid="lotto-mode">${escapeHtml(session.lottoMode)}</span>${
    session.prizeMode
      ? ` · prize mode <span data-testid="lotto-prize-mode">${escapeHtml(session.prizeMode)}</span>`
      : ''
  }</p>
<dl>
<dt>Issue</dt><dd id="lotto-numero" data-testid="lotto-numero">…</dd>
<dt>Betting closes in</dt><dd id="lotto-lock" data-testid="lotto-lock">…</dd>
<dt>Account</dt><dd data-testid="lotto-account">${escapeHtml(session.account)}</dd>
<dt>Balance</dt><dd id="lotto-balance" data-testid="lotto-balance">…</dd>
</dl>
<form id="bet">
${longDragon ? `<label for="game">Game</label><select id="game" name="gameCode">${options}</select>` : ''}
<label for="numbers">Numbers</label><input id="numbers" name="numbers" autocomplete="off" required>
<label for="amount">Amount</label><input id="amount" name="amount" inputmode="decimal" value="10" required>
<div><button type="submit">Place bet</button></div>
<p role="alert" id="error"></p>
</form>
<div id="ticket" data-testid="lotto-ticket" hidden></div>
<script>
(() => {
  const PATHS = ${paths};
  const session = ${JSON.stringify(session.id)};
  const $ = (id) => document.getElementById(id);
  const q = new URLSearchParams(location.search);
  const pick = $('game');
  if (pick && q.get('gameCode')) pick.value = q.get('gameCode');
  if (q.get('bet_param')) $('numbers').value = q.get('bet_param');
  let lockAt = 0;
  const text = (id, value) => { $(id).textContent = value; };
  async function load() {
    const url = PATHS.state + '?session=' + encodeURIComponent(session) + (pick ? '&gameCode=' + pick.value : '');
    const res = await (await fetch(url)).json();
    if (!res.success) { text('error', res.message); return; }
    const v = res.value;
    text('lotto-game', v.name);
    text('lotto-numero', v.issue.numero);
    text('lotto-balance', v.balance);
    lockAt = Date.now() + v.issue.lockTime * 1000;
    if (!$('numbers').value) $('numbers').placeholder = v.playType;
  }
  setInterval(() => {
    const left = Math.max(0, Math.ceil((lockAt - Date.now()) / 1000));
    text('lotto-lock', left > 0 ? left + ' s' : 'closed');
    if (left === 0 && lockAt) { lockAt = 0; setTimeout(load, 2000); }
  }, 1000);
  if (pick) pick.addEventListener('change', load);
  $('bet').addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = $('bet').querySelector('button');
    if (button.disabled) return;
    button.disabled = true;
    text('error', '');
    try {
      const res = await (await fetch(PATHS.bet, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ session, gameCode: pick ? pick.value : undefined, numbers: $('numbers').value, amount: $('amount').value }),
      })).json();
      if (!res.success) { text('error', res.message); return; }
      const t = res.value;
      const box = $('ticket');
      box.hidden = false;
      box.textContent = 'Ticket ' + t.ticketId + ' · ' + t.gameCode + ' ' + t.numero + ' · ' + t.numbers + ' · ' + t.amount;
      text('lotto-balance', t.balance);
      if (window.parent !== window) window.parent.postMessage({ type: 'lotto.bet', ticketId: t.ticketId, balance: t.balance }, location.origin);
    } catch (e) {
      text('error', String(e));
    } finally {
      button.disabled = false;
    }
  });
  load();
})();
</script>
</body></html>`;
}
