import Decimal from 'decimal.js';
import { http } from 'msw';
import {
  anyOrigin,
  type SandboxAccount,
  type SandboxArea,
  type SandboxAreaFactory,
  type SandboxContext,
} from '../context';
import { readJsonObject } from '../core/request-body';
import {
  COOLING_OFF_MS,
  MemberLimits,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  type LimitState,
} from './member-records-limits';
import {
  DAY_MS,
  money,
  rngOf,
  seedRows,
  sumRows,
  totalsOf,
  type RecordKind,
  type RecordRow,
} from './member-records-seed';

/**
 * The member-centre area's records, rewards, referral, agent pages and responsible gaming (docs/endpoints.md
 * "member-centre: records, rewards, agent pages, responsible gaming"). Seeded per merchant and account on first use,
 * deterministic (the same rows after every reset), times relative to the sandbox clock when first asked.
 */

/** Records tables: path → kind, and whether only agents may read it. */
const TABLES: { path: string; kind: RecordKind; agent: boolean }[] = [
  { path: '/wps/member/records/bets', kind: 'bets', agent: false },
  { path: '/wps/member/records/transactions', kind: 'transactions', agent: false },
  { path: '/wps/member/records/profit-loss', kind: 'profitLoss', agent: false },
  { path: '/wps/member/records/bonus', kind: 'bonus', agent: false },
  { path: '/wps/agent/team', kind: 'team', agent: true },
  { path: '/wps/agent/team/bets', kind: 'teamBets', agent: true },
  { path: '/wps/agent/team/profit-loss', kind: 'teamProfitLoss', agent: true },
  { path: '/wps/agent/income', kind: 'income', agent: true },
  { path: '/wps/agent/account-details', kind: 'accountDetails', agent: true },
  { path: '/wps/agent/red-envelopes', kind: 'redEnvelopes', agent: true },
  { path: '/wps/agent/salary/dividend', kind: 'dividend', agent: true },
  { path: '/wps/agent/salary/daily', kind: 'dailySalary', agent: true },
  { path: '/wps/agent/salary/hourly', kind: 'hourlySalary', agent: true },
];

/** isAgent values of the agent centre (spec/products.md §6). */
const AGENT_TYPES = [1, 2, 41, 42];
/** The widest range a records query may ask for: 30 days, the end day included (spec/products.md §5). */
export const MAX_RANGE_MS = 30 * DAY_MS + 86_399_000;
/** Page sizes a records query may ask for. */
const MAX_PAGE_SIZE = 100;

/** The seeded uplines (toUpline members) and affiliate codes (as GET /wps/agent/affiliate knows them). */
const UPLINES: Record<string, string> = { player01: 'agent01', poor01: 'agent01', vipfixed01: 'agent01' };
const AFFILIATE_CODES: Record<string, string> = { agent01: 'AFF001', agent02: 'AFF002' };

/** A member's agent: seeded, or the agent who created the account in the register centre; null without one. */
const uplineOf = (member: SandboxAccount): string | null => UPLINES[member.account] ?? member.upline ?? null;

/** A claimable reward of the reward centre. */
interface Reward {
  id: string;
  title: string;
  rewardType: 'PROMOTION' | 'VIP' | 'RAFFLE' | 'REFERRAL';
  amount: string;
  status: 'CLAIMABLE' | 'CLAIMED' | 'EXPIRED';
  expireTime: number;
}

/** A mission (task) with its progress. */
interface Mission {
  id: string;
  title: string;
  progress: number;
  target: number;
  rewardAmount: string;
  status: 'IN_PROGRESS' | 'COMPLETED' | 'CLAIMED';
}

/** The unclaimed rebate of one game type. */
interface RebateItem {
  gameType: string;
  validBet: string;
  rate: string;
  amount: string;
}

/** What the sandbox remembers of a session (first seen, balance then) for the reality check. */
interface SessionMark {
  startedAt: number;
  balanceAtStart: Decimal;
}

/** Everything the area keeps, per merchant + account (`key`). */
class RecordsState {
  anchor: number | null = null;
  rows = new Map<string, RecordRow[]>();
  rewards = new Map<string, Reward[]>();
  missions = new Map<string, Mission[]>();
  rebates = new Map<string, RebateItem[]>();
  limits = new Map<string, MemberLimits>();
  sessions = new Map<string, SessionMark>();
}

/** The live state of each sandbox (by its context), so other areas' handlers can consult the limits. */
const STATES = new WeakMap<SandboxContext, RecordsState>();

const keyOf = (merchant: string, account: string) => `${merchant}/${account}`;

function sumBalance(ctx: SandboxContext, merchant: string, member: SandboxAccount): Decimal {
  return (ctx.wallets?.list(merchant, member.id) ?? []).reduce(
    (sum, w) => sum.plus(w.availBalance),
    new Decimal(0),
  );
}

function limitsOf(state: RecordsState, merchant: string, account: string): MemberLimits {
  const key = keyOf(merchant, account);
  let limits = state.limits.get(key);
  if (!limits) {
    limits = new MemberLimits();
    state.limits.set(key, limits);
  }
  return limits;
}

/**
 * The deposit check of responsible gaming, for the deposit handler: null when the deposit is within the member's
 * self-set daily limit (the deposit is then counted against it), else the refusal to answer:
 * `deposit.limit.exceeded` with `value: { limit, remaining }`.
 */
export function refuseDepositOverLimit(
  ctx: SandboxContext,
  merchant: string,
  account: string,
  amount: string | number,
): Response | null {
  const state = STATES.get(ctx);
  if (!state) return null;
  const limits = limitsOf(state, merchant, account);
  const now = ctx.now();
  const remaining = limits.depositRemaining(now);
  const asked = new Decimal(amount);
  if (remaining !== null && asked.greaterThan(remaining)) {
    return ctx.fail(
      'deposit.limit.exceeded',
      `Deposit refused: your daily deposit limit leaves ${remaining.toFixed(2)}`,
      200,
      { limit: limits.deposit.current, remaining: remaining.toFixed(2) },
    );
  }
  limits.recordDeposit(asked, now);
  return null;
}

function readPaging(url: URL): { page: number; size: number } | null {
  const page = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('size') ?? '13');
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    return null;
  return { page, size };
}

function readRange(url: URL): { start: number; end: number } | null {
  const start = Number(url.searchParams.get('startTime'));
  const end = Number(url.searchParams.get('endTime'));
  if (!url.searchParams.get('startTime') || !url.searchParams.get('endTime')) return null;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start || end - start > MAX_RANGE_MS)
    return null;
  return { start, end };
}

const isAmount = (value: unknown): value is string | number =>
  (typeof value === 'string' || typeof value === 'number') && /^\d+(\.\d{1,2})?$/.test(String(value));

/** The member-records area: see the module comment. */
export const memberRecordsArea: SandboxAreaFactory = (ctx): SandboxArea => {
  let state = new RecordsState();
  STATES.set(ctx, state);

  const anchor = () => (state.anchor ??= ctx.now());

  const teamOf = (merchant: string, account: string): string[] => {
    const seeded = Object.entries(UPLINES)
      .filter(([, upline]) => upline === account)
      .map(([member]) => member);
    return [...seeded, ...rowsOf('team', merchant, account).map((row) => String(row.account))];
  };

  function rowsOf(kind: RecordKind, merchant: string, account: string): RecordRow[] {
    const key = `${kind}:${keyOf(merchant, account)}`;
    let rows = state.rows.get(key);
    if (!rows) {
      const team = kind === 'team' ? [] : teamOf(merchant, account);
      rows = seedRows(kind, merchant, account, anchor(), team.length ? team : [account]);
      state.rows.set(key, rows);
    }
    return rows;
  }

  /** Adds a row on top (claims, transfers, new downlines show in the tables at once). */
  function addRow(kind: RecordKind, merchant: string, account: string, row: Omit<RecordRow, 'id'>): void {
    const rows = rowsOf(kind, merchant, account);
    rows.unshift({ ...row, id: `${kind.slice(0, 2).toUpperCase()}N${rows.length + 1}` } as RecordRow);
  }

  function rewardsOf(merchant: string, account: string): Reward[] {
    const key = keyOf(merchant, account);
    let rewards = state.rewards.get(key);
    if (!rewards) {
      const now = anchor();
      rewards = [
        {
          id: 'RW1',
          title: 'Weekend reload bonus',
          rewardType: 'PROMOTION',
          amount: '88.00',
          status: 'CLAIMABLE',
          expireTime: now + 7 * DAY_MS,
        },
        {
          id: 'RW2',
          title: 'VIP upgrade gift',
          rewardType: 'VIP',
          amount: '188.00',
          status: 'CLAIMABLE',
          expireTime: now + 3 * DAY_MS,
        },
        {
          id: 'RW3',
          title: 'Lucky draw prize',
          rewardType: 'RAFFLE',
          amount: '18.88',
          status: 'CLAIMABLE',
          expireTime: now + DAY_MS,
        },
        {
          id: 'RW4',
          title: 'Friend referral reward',
          rewardType: 'REFERRAL',
          amount: '50.00',
          status: 'CLAIMED',
          expireTime: now - DAY_MS,
        },
        {
          id: 'RW5',
          title: 'Birthday bonus',
          rewardType: 'PROMOTION',
          amount: '66.00',
          status: 'EXPIRED',
          expireTime: now - 2 * DAY_MS,
        },
      ];
      state.rewards.set(key, rewards);
    }
    return rewards;
  }

  function missionsOf(merchant: string, account: string): Mission[] {
    const key = keyOf(merchant, account);
    let missions = state.missions.get(key);
    if (!missions) {
      missions = [
        {
          id: 'MS1',
          title: 'Log in today',
          progress: 1,
          target: 1,
          rewardAmount: '5.00',
          status: 'COMPLETED',
        },
        {
          id: 'MS2',
          title: 'Bet 1,000 on slots',
          progress: 640,
          target: 1000,
          rewardAmount: '20.00',
          status: 'IN_PROGRESS',
        },
        {
          id: 'MS3',
          title: 'Deposit 3 times this week',
          progress: 3,
          target: 3,
          rewardAmount: '30.00',
          status: 'CLAIMED',
        },
        {
          id: 'MS4',
          title: 'Invite a friend',
          progress: 0,
          target: 1,
          rewardAmount: '50.00',
          status: 'IN_PROGRESS',
        },
      ];
      state.missions.set(key, missions);
    }
    return missions;
  }

  function rebatesOf(merchant: string, account: string): RebateItem[] {
    const key = keyOf(merchant, account);
    let items = state.rebates.get(key);
    if (!items) {
      const rnd = rngOf(`${key}:rebate`);
      items = ['LIVE', 'RNG', 'LOTT', 'SPORTS'].map((gameType) => {
        const validBet = new Decimal(money(rnd, 500, 12000));
        const rate = gameType === 'LIVE' ? '0.60' : '0.80';
        return {
          gameType,
          validBet: validBet.toFixed(2),
          rate,
          amount: validBet.times(rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
        };
      });
      state.rebates.set(key, items);
    }
    return items;
  }

  /** The request's member, or the 401 to answer. */
  function memberOf(request: Request): { merchant: string; member: SandboxAccount } | Response {
    const member = ctx.accountOf(request);
    if (!member) return ctx.unauthorized();
    return { merchant: ctx.merchantOf(request), member };
  }

  /** Marks the session's start the first time the area sees its token (the reality check counts from it). */
  function sessionOf(request: Request, merchant: string, member: SandboxAccount): SessionMark {
    const token = request.headers.get('Authorization') ?? '';
    let mark = state.sessions.get(token);
    if (!mark) {
      mark = { startedAt: ctx.now(), balanceAtStart: sumBalance(ctx, merchant, member) };
      state.sessions.set(token, mark);
    }
    return mark;
  }

  const limitView = (limit: LimitState) => ({ ...limit });

  function limitsView(merchant: string, account: string) {
    const limits = limitsOf(state, merchant, account);
    const now = ctx.now();
    limits.settle(now);
    const remaining = limits.depositRemaining(now);
    return {
      deposit: limitView(limits.deposit),
      session: limitView(limits.session),
      depositRemaining: remaining?.toFixed(2) ?? null,
      coolingOffMs: COOLING_OFF_MS,
    };
  }

  const tableHandlers = TABLES.map(({ path, kind, agent }) =>
    http.get(anyOrigin(path), ({ request }) => {
      const who = memberOf(request);
      if (who instanceof Response) return who;
      if (agent && !AGENT_TYPES.includes(who.member.type))
        return ctx.fail('agent.only', 'Only agents can see this page', 403);
      const url = new URL(request.url);
      const range = readRange(url);
      const paging = readPaging(url);
      if (!range || !paging)
        return ctx.fail(
          'param.invalid',
          'startTime, endTime (at most 30 days), page and size are required',
          400,
        );
      const accountFilter = url.searchParams.get('account')?.trim().toLowerCase() ?? '';
      const inRange = rowsOf(kind, who.merchant, who.member.account).filter(
        (row) =>
          row.time >= range.start &&
          row.time <= range.end &&
          (!accountFilter ||
            String(row.account ?? '')
              .toLowerCase()
              .includes(accountFilter)),
      );
      const from = (paging.page - 1) * paging.size;
      return ctx.ok({
        content: inRange.slice(from, from + paging.size),
        totalElements: inRange.length,
        page: paging.page,
        size: paging.size,
        totals: sumRows(inRange, totalsOf(kind)),
      });
    }),
  );

  return {
    handlers: [
      ...tableHandlers,

      http.get(anyOrigin('/wps/member/rewards'), ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        return ctx.ok(rewardsOf(who.merchant, who.member.account).map((reward) => ({ ...reward })));
      }),
      http.post(anyOrigin('/wps/member/rewards/claim'), async ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const body = await readJsonObject(request);
        const reward = rewardsOf(who.merchant, who.member.account).find((r) => r.id === body?.id);
        if (!reward) return ctx.fail('reward.not.found', 'Reward not found');
        if (reward.status === 'CLAIMED') return ctx.fail('reward.claimed', 'This reward has been claimed');
        if (reward.status === 'EXPIRED' || reward.expireTime < ctx.now())
          return ctx.fail('reward.expired', 'This reward has expired');
        reward.status = 'CLAIMED';
        const balance = ctx.wallets?.adjust(who.merchant, who.member.id, reward.amount) ?? null;
        addRow('bonus', who.merchant, who.member.account, {
          time: ctx.now(),
          bonusType: reward.rewardType,
          title: reward.title,
          amount: reward.amount,
          status: 'PAID',
        });
        ctx.pushToMember?.(who.merchant, who.member.id, 'PROMOTION_CLAIM', {
          title: reward.title,
          amount: reward.amount,
        });
        return ctx.ok({ id: reward.id, amount: reward.amount, balance });
      }),

      http.get(anyOrigin('/wps/member/missions'), ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        return ctx.ok(missionsOf(who.merchant, who.member.account).map((mission) => ({ ...mission })));
      }),
      http.post(anyOrigin('/wps/member/missions/claim'), async ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const body = await readJsonObject(request);
        const mission = missionsOf(who.merchant, who.member.account).find((m) => m.id === body?.id);
        if (!mission) return ctx.fail('mission.not.found', 'Mission not found');
        if (mission.status !== 'COMPLETED')
          return ctx.fail('mission.not.completed', 'This mission cannot be claimed');
        mission.status = 'CLAIMED';
        const balance = ctx.wallets?.adjust(who.merchant, who.member.id, mission.rewardAmount) ?? null;
        addRow('bonus', who.merchant, who.member.account, {
          time: ctx.now(),
          bonusType: 'MISSION',
          title: mission.title,
          amount: mission.rewardAmount,
          status: 'PAID',
        });
        return ctx.ok({ id: mission.id, amount: mission.rewardAmount, balance });
      }),

      http.get(anyOrigin('/wps/member/rebate'), ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const items = rebatesOf(who.merchant, who.member.account);
        return ctx.ok({
          items: items.map((item) => ({ ...item })),
          total: sumRows(items as unknown as RecordRow[], ['amount']).amount,
          minAmount: '1.00',
        });
      }),
      http.post(anyOrigin('/wps/member/rebate/claim'), ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const items = rebatesOf(who.merchant, who.member.account);
        const total = new Decimal(sumRows(items as unknown as RecordRow[], ['amount']).amount!);
        if (total.lessThan(1)) return ctx.fail('rebate.nothing', 'No rebate to claim (at least 1.00)');
        for (const item of items) {
          item.validBet = '0.00';
          item.amount = '0.00';
        }
        const balance = ctx.wallets?.adjust(who.merchant, who.member.id, total.toFixed(2)) ?? null;
        addRow('bonus', who.merchant, who.member.account, {
          time: ctx.now(),
          bonusType: 'REBATE',
          title: 'Manual rebate',
          amount: total.toFixed(2),
          status: 'PAID',
        });
        return ctx.ok({ amount: total.toFixed(2), balance });
      }),

      http.get(anyOrigin('/wps/member/referral'), ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const { member } = who;
        const friends = member.account === 'player01' ? ['friend001', 'friend002', 'friend003'] : [];
        const start = anchor();
        return ctx.ok({
          referralCode: AFFILIATE_CODES[member.account] ?? `R${member.id}`,
          invitedCount: friends.length,
          rewardTotal: friends.length ? '150.00' : '0.00',
          friends: friends.map((account, i) => ({
            account,
            registerTime: start - (i + 1) * 3 * DAY_MS,
            status: i === 0 ? 'DEPOSITED' : 'REGISTERED',
          })),
        });
      }),

      http.get(anyOrigin('/wps/member/upline'), ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        return ctx.ok({ upline: uplineOf(who.member) });
      }),
      http.post(anyOrigin('/wps/member/upline/transfer'), async ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const { merchant, member } = who;
        const upline = uplineOf(member);
        // The accounts the core keeps are full member records: toUpline is there (spec/products.md §6).
        const toUpline = (member as SandboxAccount & { toUpline?: number }).toUpline;
        if (!upline || toUpline !== 1 || member.type === 2)
          return ctx.fail(
            'upline.transfer.unavailable',
            'Transfer to upline is not available for this account',
          );
        const body = await readJsonObject(request);
        const amount = body?.amount;
        if (!isAmount(amount) || new Decimal(amount).lessThanOrEqualTo(0))
          return ctx.fail('transfer.amount.invalid', 'Enter an amount above 0 with at most 2 decimals');
        const value = new Decimal(amount).toFixed(2);
        const balance = ctx.wallets?.adjust(merchant, member.id, `-${value}`) ?? null;
        if (balance === null) return ctx.fail('balance.insufficient', 'Not enough money in the main wallet');
        const agent = ctx.accounts?.(merchant).find((a) => a.account === upline);
        if (agent) {
          ctx.wallets?.adjust(merchant, agent.id, value);
          ctx.pushToMember?.(merchant, agent.id, 'AGENT_TRANSFER_DOWNLINE_TO_AGENT', {
            account: member.account,
            amount: value,
          });
        }
        addRow('transactions', merchant, member.account, {
          time: ctx.now(),
          txType: 'TRANSFER_OUT',
          amount: `-${value}`,
          balanceAfter: balance,
          remark: upline,
        });
        return ctx.ok({ upline, amount: value, balance });
      }),

      http.get(anyOrigin('/wps/agent/overview'), ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const { merchant, member } = who;
        if (!AGENT_TYPES.includes(member.type))
          return ctx.fail('agent.only', 'Only agents can see this page', 403);
        const team = rowsOf('team', merchant, member.account);
        const since = ctx.now() - 30 * DAY_MS;
        const bets = rowsOf('teamBets', merchant, member.account).filter((row) => row.time >= since);
        const pl = rowsOf('teamProfitLoss', merchant, member.account).filter((row) => row.time >= since);
        const income = rowsOf('income', merchant, member.account).filter((row) => row.time >= since);
        const todayStart = ctx.now() - (ctx.now() % DAY_MS);
        return ctx.ok({
          teamSize: teamOf(merchant, member.account).length,
          directMembers: team.filter((row) => row.type === 0).length,
          directAgents: team.filter((row) => row.type === 1).length,
          newMembersToday: team.filter((row) => row.time >= todayStart).length,
          teamBalance: sumRows(team, ['balance']).balance,
          teamBet30d: sumRows(bets, ['betAmount']).betAmount,
          teamProfit30d: sumRows(pl, ['profit']).profit,
          income30d: sumRows(income, ['amount']).amount,
          affiliateCode: AFFILIATE_CODES[member.account] ?? `A${member.id}`,
        });
      }),
      http.post(anyOrigin('/wps/agent/downline'), async ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const { merchant, member } = who;
        if (!AGENT_TYPES.includes(member.type))
          return ctx.fail('agent.only', 'Only agents can see this page', 403);
        const body = await readJsonObject(request);
        const username = typeof body?.username === 'string' ? body.username.trim() : '';
        const password = typeof body?.password === 'string' ? body.password : '';
        const type =
          body?.type === 1 || body?.type === '1' ? 1 : body?.type === 0 || body?.type === '0' ? 0 : null;
        if (!/^[A-Za-z0-9]{6,13}$/.test(username))
          return ctx.fail('register.field.invalid', 'username: 6-13 letters and digits');
        if (!/^[A-Za-z0-9]{6,16}$/.test(password))
          return ctx.fail('register.field.invalid', 'password: 6-16 letters and digits');
        if (body?.confirmPassword !== password)
          return ctx.fail('password.mismatch', 'The two passwords differ');
        if (type === null) return ctx.fail('register.field.invalid', 'type: 0 (member) or 1 (agent)');
        const taken = (name: string) => name.toLowerCase() === username.toLowerCase();
        // The seeded team rows name downlines that are not accounts: their names are taken too.
        if (teamOf(merchant, member.account).some(taken))
          return ctx.fail('register.username.exists', 'This username is taken');
        // A real account (issue 13: the downline logs in with this password), with the agent as its upline.
        const created = ctx.createMember?.(merchant, {
          account: username,
          password,
          type,
          upline: member.account,
        });
        if (!created) return ctx.fail('register.username.exists', 'This username is taken');
        addRow('team', merchant, member.account, {
          time: ctx.now(),
          account: username,
          type,
          balance: '0.00',
          status: 'ACTIVE',
        });
        return ctx.ok({ account: username, type });
      }),

      http.get(anyOrigin('/wps/member/limits'), ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        return ctx.ok(limitsView(who.merchant, who.member.account));
      }),
      http.put(anyOrigin('/wps/member/limits'), async ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const body = await readJsonObject(request);
        if (!body || !('depositLimit' in body) || !('sessionLimit' in body))
          return ctx.fail(
            'request.invalid',
            'depositLimit and sessionLimit are required (null: no limit)',
            400,
          );
        const { depositLimit, sessionLimit } = body;
        if (
          depositLimit !== null &&
          (!isAmount(depositLimit) || new Decimal(depositLimit).lessThanOrEqualTo(0))
        )
          return ctx.fail('limits.deposit.invalid', 'The deposit limit is an amount above 0');
        const minutes = sessionLimit === null ? null : Number(sessionLimit);
        if (
          minutes !== null &&
          (!Number.isInteger(minutes) ||
            minutes < SESSION_LIMIT_MIN_MINUTES ||
            minutes > SESSION_LIMIT_MAX_MINUTES)
        )
          return ctx.fail('limits.session.invalid', 'The session limit is 1 to 1440 minutes');
        const limits = limitsOf(state, who.merchant, who.member.account);
        const now = ctx.now();
        limits.set('deposit', depositLimit === null ? null : new Decimal(depositLimit).toFixed(2), now);
        limits.set('session', minutes === null ? null : String(minutes), now);
        return ctx.ok(limitsView(who.merchant, who.member.account));
      }),

      http.get(anyOrigin('/wps/member/session/summary'), ({ request }) => {
        const who = memberOf(request);
        if (who instanceof Response) return who;
        const mark = sessionOf(request, who.merchant, who.member);
        const limits = limitsOf(state, who.merchant, who.member.account);
        limits.settle(ctx.now());
        const net = sumBalance(ctx, who.merchant, who.member).minus(mark.balanceAtStart);
        return ctx.ok({
          startedAt: mark.startedAt,
          now: ctx.now(),
          netResult: net.toFixed(2),
          sessionLimitMinutes: limits.session.current === null ? null : Number(limits.session.current),
        });
      }),
    ],
    reset() {
      state = new RecordsState();
      STATES.set(ctx, state);
    },
  };
};

/**
 * Runs before the other areas (sandbox.ts lists it first): marks a session's start at the first request of its token
 * that reaches an area, and refuses a game launch once the member's self-set session limit is used up
 * (`session.limit.reached`). Passes every request on otherwise.
 */
export const memberRecordsGuardArea: SandboxAreaFactory = (ctx) => ({
  handlers: [
    http.all(anyOrigin('/wps/*'), ({ request }) => {
      const token = request.headers.get('Authorization');
      const member = token ? ctx.accountOf(request) : null;
      const state = STATES.get(ctx);
      if (!token || !member || !state) return undefined;
      const merchant = ctx.merchantOf(request);
      let mark = state.sessions.get(token);
      if (!mark) {
        mark = { startedAt: ctx.now(), balanceAtStart: sumBalance(ctx, merchant, member) };
        state.sessions.set(token, mark);
      }
      if (new URL(request.url).pathname !== '/wps/game/launchGame') return undefined;
      const limits = limitsOf(state, merchant, member.account);
      limits.settle(ctx.now());
      const minutes = limits.session.current === null ? null : Number(limits.session.current);
      if (minutes !== null && ctx.now() - mark.startedAt >= minutes * 60_000)
        return ctx.fail('session.limit.reached', 'Your session limit is reached: log out and take a break');
      return undefined;
    }),
  ],
  reset() {},
});
