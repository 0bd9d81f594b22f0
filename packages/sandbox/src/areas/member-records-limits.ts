import Decimal from 'decimal.js';

/**
 * Responsible gaming in the sandbox (beyond the spec; docs/endpoints.md "member-centre: responsible gaming"): each
 * member's self-set daily deposit limit and session limit, with a cooling-off period before a raised (or removed)
 * limit applies, and the deposits counted against the limit.
 */

/** A raised or removed limit applies this long after it was asked for; a lowered one at once. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;
/** The window the deposit limit counts deposits in (a rolling day). */
export const DEPOSIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Session limits in whole minutes, 1 to a day. */
export const SESSION_LIMIT_MIN_MINUTES = 1;
export const SESSION_LIMIT_MAX_MINUTES = 1440;

/** One limit: what applies now, and a raise waiting for its cooling-off period. Null: no limit. */
export interface LimitState {
  current: string | null;
  pending: string | null;
  /** When `pending` applies (epoch ms), null without one. */
  pendingFrom: number | null;
  /** True when `pending` removes the limit (pending is then null). */
  pendingRemoval: boolean;
}

const NO_LIMIT = (): LimitState => ({
  current: null,
  pending: null,
  pendingFrom: null,
  pendingRemoval: false,
});

/** Compares two limit values; null is "no limit", the highest of all. */
function isHigher(next: string | null, current: string | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return new Decimal(next).greaterThan(current);
}

/** A member's limits and the deposits counted against them. */
export class MemberLimits {
  deposit = NO_LIMIT();
  session = NO_LIMIT();
  private deposits: { time: number; amount: Decimal }[] = [];

  /** Applies a pending change whose cooling-off period is over. */
  settle(now: number): void {
    for (const limit of [this.deposit, this.session]) {
      if (limit.pendingFrom !== null && now >= limit.pendingFrom) {
        limit.current = limit.pending;
        limit.pending = null;
        limit.pendingFrom = null;
        limit.pendingRemoval = false;
      }
    }
  }

  /**
   * Sets one limit: a lower (or first) limit applies at once and drops any pending raise; a higher one, or a
   * removal, waits {@link COOLING_OFF_MS}; asking for the current value again drops a pending change.
   */
  set(which: 'deposit' | 'session', next: string | null, now: number): void {
    this.settle(now);
    const limit = this[which];
    if (next === limit.current) {
      limit.pending = null;
      limit.pendingFrom = null;
      limit.pendingRemoval = false;
    } else if (isHigher(next, limit.current)) {
      limit.pending = next;
      limit.pendingFrom = now + COOLING_OFF_MS;
      limit.pendingRemoval = next === null;
    } else {
      limit.current = next;
      limit.pending = null;
      limit.pendingFrom = null;
      limit.pendingRemoval = false;
    }
  }

  /** Deposits asked for in the rolling window before `now`. */
  depositedWithin(now: number): Decimal {
    this.deposits = this.deposits.filter((d) => d.time > now - DEPOSIT_WINDOW_MS);
    return this.deposits.reduce((sum, d) => sum.plus(d.amount), new Decimal(0));
  }

  /** What is left of the deposit limit, or null without one. */
  depositRemaining(now: number): Decimal | null {
    this.settle(now);
    if (this.deposit.current === null) return null;
    return Decimal.max(new Decimal(this.deposit.current).minus(this.depositedWithin(now)), 0);
  }

  /** Counts a deposit request against the limit. */
  recordDeposit(amount: Decimal, now: number): void {
    this.deposits.push({ time: now, amount });
  }
}
