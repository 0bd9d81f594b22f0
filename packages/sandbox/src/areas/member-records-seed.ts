import Decimal from 'decimal.js';
import { fnv1a } from '../core/hash';

/** One row of a records table: the row's `time` (epoch ms) plus the kind's fields (money as decimal strings). */
export type RecordRow = { id: string; time: number } & Record<string, string | number>;

/** A day in ms. */
export const DAY_MS = 86_400_000;

/** How far back the seeded records go (the site asks for at most 30 days at a time). */
export const SEED_DAYS = 60;

/** A small deterministic generator (mulberry32) so a reset gives the same records again. */
export function rngOf(text: string): () => number {
  let state = fnv1a(text, 7);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An amount between `min` and `max` (whole units), two decimals, as a decimal string. */
export function money(rnd: () => number, min: number, max: number): string {
  const cents = Math.round((min + rnd() * (max - min)) * 100);
  return new Decimal(cents).dividedBy(100).toFixed(2);
}

/** One of the items. */
export function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)] ?? items[0]!;
}

/** The kinds of records table the sandbox serves (docs/endpoints.md "member-centre: records, agent pages"). */
export type RecordKind =
  | 'bets'
  | 'transactions'
  | 'profitLoss'
  | 'bonus'
  | 'team'
  | 'teamBets'
  | 'teamProfitLoss'
  | 'income'
  | 'accountDetails'
  | 'redEnvelopes'
  | 'dividend'
  | 'dailySalary'
  | 'hourlySalary';

/** How each kind is made: rows per day and the fields its totals sum. */
interface KindRecipe {
  perDay: [number, number];
  totals: readonly string[];
  make(
    rnd: () => number,
    context: { account: string; team: readonly string[]; index: number },
  ): Record<string, string | number>;
}

const GAME_TYPES = ['LIVE', 'RNG', 'LOTT', 'SPORTS', 'FISH', 'PVP'] as const;
const VENDORS: Record<(typeof GAME_TYPES)[number], readonly string[]> = {
  LIVE: ['AG', 'EVO', 'DG'],
  RNG: ['PG', 'MG', 'JDB'],
  LOTT: ['LOTT'],
  SPORTS: ['IM', 'SABA'],
  FISH: ['JDB', 'AE'],
  PVP: ['KY', 'LEG'],
};
const GAME_NAMES: Record<(typeof GAME_TYPES)[number], readonly string[]> = {
  LIVE: ['Baccarat', 'Roulette', 'Dragon Tiger'],
  RNG: ['Fortune Gods', 'Mahjong Ways', 'Lucky Neko'],
  LOTT: ['CQSSC', 'TXFFC', 'GD11X5'],
  SPORTS: ['Football', 'Basketball'],
  FISH: ['Fishing King', 'Ocean Lord'],
  PVP: ['Texas Holdem', 'Niu Niu'],
};

function bet(rnd: () => number) {
  const gameType = pick(rnd, GAME_TYPES);
  const betAmount = new Decimal(money(rnd, 10, 800));
  const validBet = betAmount.times(0.8 + rnd() * 0.2).toDecimalPlaces(2);
  // Players lose a little more often than they win, as on any real site.
  const winLoss = betAmount.times(rnd() * 2.2 - 1.2).toDecimalPlaces(2);
  return {
    gameType,
    vendor: pick(rnd, VENDORS[gameType]),
    gameName: pick(rnd, GAME_NAMES[gameType]),
    betAmount: betAmount.toFixed(2),
    validBet: validBet.toFixed(2),
    winLoss: winLoss.toFixed(2),
  };
}

function profitLoss(rnd: () => number) {
  const b = bet(rnd);
  const bonus = new Decimal(money(rnd, 0, 30));
  const rebate = new Decimal(b.validBet).times(0.008).toDecimalPlaces(2);
  return {
    betAmount: b.betAmount,
    validBet: b.validBet,
    winLoss: b.winLoss,
    bonus: bonus.toFixed(2),
    rebate: rebate.toFixed(2),
    profit: new Decimal(b.winLoss).plus(bonus).plus(rebate).toFixed(2),
  };
}

function salary(rnd: () => number) {
  const betVolume = new Decimal(money(rnd, 5000, 90000));
  const rate = pick(rnd, ['0.50', '0.80', '1.00', '1.20']);
  return {
    betVolume: betVolume.toFixed(2),
    activeMember: 3 + Math.floor(rnd() * 20),
    rate,
    amount: betVolume.times(rate).dividedBy(100).toDecimalPlaces(2).toFixed(2),
    status: pick(rnd, ['PAID', 'PAID', 'PENDING']),
  };
}

const RECIPES: Record<RecordKind, KindRecipe> = {
  bets: { perDay: [2, 4], totals: ['betAmount', 'validBet', 'winLoss'], make: (rnd) => bet(rnd) },
  transactions: {
    perDay: [1, 3],
    totals: ['amount'],
    make(rnd) {
      const txType = pick(rnd, ['DEPOSIT', 'WITHDRAW', 'TRANSFER_IN', 'TRANSFER_OUT', 'BONUS', 'REBATE']);
      const outgoing = txType === 'WITHDRAW' || txType === 'TRANSFER_OUT';
      const amount = new Decimal(money(rnd, 20, 2000)).times(outgoing ? -1 : 1);
      return {
        txType,
        amount: amount.toFixed(2),
        balanceAfter: money(rnd, 500, 20000),
        remark: outgoing ? '' : txType === 'DEPOSIT' ? 'Online banking' : '',
      };
    },
  },
  profitLoss: {
    perDay: [1, 1],
    totals: ['betAmount', 'validBet', 'winLoss', 'bonus', 'rebate', 'profit'],
    make: (rnd) => profitLoss(rnd),
  },
  bonus: {
    perDay: [0, 2],
    totals: ['amount'],
    make(rnd) {
      const bonusType = pick(rnd, ['PROMOTION', 'REBATE', 'MISSION', 'VIP', 'REFERRAL']);
      return { bonusType, title: `${bonusType} bonus`, amount: money(rnd, 5, 388), status: 'PAID' };
    },
  },
  team: {
    perDay: [0, 1],
    totals: ['balance'],
    make(rnd, { account, index }) {
      return {
        account: `${account}d${String(index + 1).padStart(2, '0')}`,
        type: rnd() < 0.2 ? 1 : 0,
        balance: money(rnd, 0, 5000),
        status: rnd() < 0.1 ? 'FROZEN' : 'ACTIVE',
      };
    },
  },
  teamBets: {
    perDay: [2, 5],
    totals: ['betAmount', 'validBet', 'winLoss'],
    make: (rnd, { team }) => ({ account: pick(rnd, team), ...bet(rnd) }),
  },
  teamProfitLoss: {
    perDay: [1, 3],
    totals: ['betAmount', 'validBet', 'winLoss', 'bonus', 'rebate', 'profit'],
    make: (rnd, { team }) => ({ account: pick(rnd, team), ...profitLoss(rnd) }),
  },
  income: {
    perDay: [1, 2],
    totals: ['amount'],
    make: (rnd) => ({
      incomeType: pick(rnd, ['COMMISSION', 'DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'RED_ENVELOPE']),
      amount: money(rnd, 10, 900),
      status: 'PAID',
    }),
  },
  accountDetails: {
    perDay: [1, 3],
    totals: ['amount'],
    make(rnd) {
      const txType = pick(rnd, ['COMMISSION', 'TRANSFER_TO_DOWNLINE', 'TRANSFER_FROM_DOWNLINE', 'SALARY']);
      const amount = new Decimal(money(rnd, 20, 1500)).times(txType === 'TRANSFER_TO_DOWNLINE' ? -1 : 1);
      return { txType, amount: amount.toFixed(2), balanceAfter: money(rnd, 10000, 90000) };
    },
  },
  redEnvelopes: {
    perDay: [0, 2],
    totals: ['amount'],
    make: (rnd, { team }) => ({
      account: pick(rnd, team),
      amount: money(rnd, 8, 188),
      status: pick(rnd, ['CLAIMED', 'CLAIMED', 'UNCLAIMED', 'EXPIRED']),
    }),
  },
  dividend: {
    perDay: [0, 1],
    totals: ['betVolume', 'amount'],
    make: (rnd) => ({ ...salary(rnd), netLoss: money(rnd, 100, 9000) }),
  },
  dailySalary: { perDay: [1, 1], totals: ['betVolume', 'amount'], make: (rnd) => salary(rnd) },
  hourlySalary: { perDay: [2, 4], totals: ['betVolume', 'amount'], make: (rnd) => salary(rnd) },
};

/** The fields a kind's totals sum. */
export function totalsOf(kind: RecordKind): readonly string[] {
  return RECIPES[kind].totals;
}

/**
 * The seeded rows of one kind for one account, newest first, over the {@link SEED_DAYS} days before `anchor`. Row
 * times lie before `anchor` (the sandbox clock when first asked), a few minutes apart on the day.
 */
export function seedRows(
  kind: RecordKind,
  merchant: string,
  account: string,
  anchor: number,
  team: readonly string[],
): RecordRow[] {
  const recipe = RECIPES[kind];
  const rnd = rngOf(`${merchant}:${account}:${kind}`);
  const rows: RecordRow[] = [];
  let index = 0;
  for (let day = 0; day < SEED_DAYS; day++) {
    const [min, max] = recipe.perDay;
    const count = min + Math.floor(rnd() * (max - min + 1));
    for (let n = 0; n < count; n++) {
      // Today's first rows a minute or more before now, then spread over the day (never in the future).
      const time = anchor - day * DAY_MS - (n * 47 + 1) * 60_000;
      const fields = recipe.make(rnd, { account, team, index });
      rows.push({
        ...fields,
        id: `${kind.slice(0, 2).toUpperCase()}${fnv1a(`${account}:${index}`, 3)}`,
        time,
      });
      index++;
    }
  }
  return rows;
}

/** Sums each of `fields` over the rows, two decimals. */
export function sumRows(rows: readonly RecordRow[], fields: readonly string[]): Record<string, string> {
  const totals: Record<string, string> = {};
  for (const field of fields)
    totals[field] = rows
      .reduce((sum, row) => sum.plus(new Decimal(String(row[field] ?? 0))), new Decimal(0))
      .toFixed(2);
  return totals;
}
