import Decimal from 'decimal.js';

/**
 * The points mall's ledger in the sandbox (owned by the points-mall team): redemption records, points transactions
 * and the point config, seeded relative to the sandbox clock so "today" and "the last 30 days" always have rows.
 */

/** One day in ms. */
export const DAY_MS = 86_400_000;

/** Points account type of the transactions read (spec/products.md §7: accountTypeId 9). */
export const POINTS_ACCOUNT_TYPE_ID = 9;

/** Transaction types of the seeded ledger (9203 is what the site excludes: the spec's excludeTxTypeIds). */
export const TX_TYPE = {
  BET_REWARD: 9001,
  DEPOSIT_REWARD: 9002,
  REDEEM: 9101,
  CONVERT: 9102,
  ADJUSTMENT: 9203,
} as const;

const TX_NAMES: Record<number, { nameCn: string; nameEn: string }> = {
  [TX_TYPE.BET_REWARD]: { nameCn: '投注返积分', nameEn: 'Points from bets' },
  [TX_TYPE.DEPOSIT_REWARD]: { nameCn: '存款返积分', nameEn: 'Points from deposits' },
  [TX_TYPE.REDEEM]: { nameCn: '积分兑换', nameEn: 'Points redeemed' },
  [TX_TYPE.CONVERT]: { nameCn: '积分转换', nameEn: 'Points converted' },
  [TX_TYPE.ADJUSTMENT]: { nameCn: '积分内部调整', nameEn: 'Internal points adjustment' },
};

/** A redemption record (spec §3) with the account it belongs to. */
export interface RedeemRecord {
  id: number;
  dateRequested: number;
  type: 'P' | 'PM';
  name: string;
  quantity: number;
  requiredPoint: string;
  requiredMoney: string;
  status: 'P' | 'R' | 'A';
}

/** A points transaction (spec §3) plus its type id (for excludeTxTypeIds). */
export interface PointsTransaction {
  txId: number;
  txTimeInTimestamp: number;
  amount: string;
  currentAvailBalance: string;
  nameCn: string;
  nameEn: string;
  txTypeId: number;
}

/**
 * A merchant's point config (spec §3: pointExchangeRate and the earning rates, in percent, rate type P) plus the
 * redeem form's settings the spec calls "configured" (ours): whether LINE is asked and the phone's length bounds.
 */
export interface PointConfig {
  pointExchangeRate: string;
  liveBet: string;
  lottoBet: string;
  pvpBet: string;
  rngBet: string;
  sportBet: string;
  deposit: string;
  rateType: 'P';
  lineEnabled: boolean;
  phoneMinLength: number;
  phoneMaxLength: number;
}

/** Every merchant's seeded config: 100 points convert to 1.00 (1%), LINE not asked, phone 10-16 digits. */
export const SEED_POINT_CONFIG: PointConfig = {
  pointExchangeRate: '1',
  liveBet: '0.5',
  lottoBet: '0.8',
  pvpBet: '0.25',
  rngBet: '1.2',
  sportBet: '1.125',
  deposit: '2',
  rateType: 'P',
  lineEnabled: false,
  phoneMinLength: 10,
  phoneMaxLength: 16,
};

const SEED_ITEMS = [
  { name: '星巴克咖啡券 5 张', type: 'P', point: '1500', money: '0' },
  { name: '20000mAh 充电宝', type: 'P', point: '2600', money: '0' },
  { name: 'Apple AirPods Pro 3', type: 'PM', point: '9800', money: '799.50' },
] as const;
const STATUSES = ['P', 'R', 'A'] as const;

/**
 * player01's seeded redemption records: 16 within the last 30 days (one every 2 days from today, statuses P, R, A
 * in turn: two pages of 13) and one 45 days ago (outside every allowed range).
 */
export function seedRecords(now: number): RedeemRecord[] {
  const records: RedeemRecord[] = [];
  const days = [...Array.from({ length: 16 }, (_, i) => i * 2), 45];
  // Today's record is a minute back from now, so never in the future, but not before midnight: seeded in the first
  // minute of a day it would be yesterday's.
  const today = Math.max(now - 60_000, new Date(now).setHours(0, 0, 0, 0));
  days.forEach((day, i) => {
    const item = SEED_ITEMS[i % SEED_ITEMS.length]!;
    records.push({
      id: 9000 + i,
      dateRequested: today - day * DAY_MS,
      type: item.type,
      name: item.name,
      quantity: 1,
      requiredPoint: item.point,
      requiredMoney: item.money,
      status: STATUSES[i % STATUSES.length]!,
    });
  });
  return records;
}

/** A transaction of a type at a time, its balance filled in later ({@link withBalances}). */
export function transaction(txId: number, time: number, amount: string, txTypeId: number): PointsTransaction {
  return {
    txId,
    txTimeInTimestamp: time,
    amount,
    currentAvailBalance: '0',
    ...TX_NAMES[txTypeId]!,
    txTypeId,
  };
}

/**
 * player01's seeded points transactions over the last 26 days (earnings, one redeem, and one internal adjustment of
 * type 9203 today that the site excludes), their running balances ending at `balance`.
 */
export function seedTransactions(now: number, balance: string): PointsTransaction[] {
  const rows = [
    transaction(7001, now - 26 * DAY_MS, '3000', TX_TYPE.DEPOSIT_REWARD),
    ...Array.from({ length: 12 }, (_, i) =>
      transaction(7002 + i, now - (24 - i * 2) * DAY_MS, String(500 + i * 50), TX_TYPE.BET_REWARD),
    ),
    transaction(7020, now - 3 * DAY_MS, '-1500', TX_TYPE.REDEEM),
    transaction(7021, now - 120_000, '100', TX_TYPE.ADJUSTMENT),
  ];
  return withBalances(rows, balance);
}

/** Fill in each row's running balance so that the latest one ends at `balance`. */
export function withBalances(rows: PointsTransaction[], balance: string): PointsTransaction[] {
  const sorted = [...rows].sort((a, b) => a.txTimeInTimestamp - b.txTimeInTimestamp);
  let running = new Decimal(balance).minus(sorted.reduce((sum, r) => sum.plus(r.amount), new Decimal(0)));
  for (const row of sorted) {
    running = running.plus(row.amount);
    row.currentAvailBalance = running.toFixed();
  }
  return sorted;
}

/** One page of rows, newest first, pages counting from 1. */
export function pageOf<T>(rows: T[], page: number, size: number) {
  return {
    content: rows.slice((page - 1) * size, page * size),
    totalPages: Math.max(1, Math.ceil(rows.length / size)),
    total: rows.length,
    page,
  };
}
