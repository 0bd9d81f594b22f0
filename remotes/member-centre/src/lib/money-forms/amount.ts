import Decimal from 'decimal.js';
import { AMOUNT_PATTERN } from './constants';

/** Why a typed amount is refused: the message key (namespace member-centre), or null when it is fine. */
export type AmountProblem = 'amount_invalid' | 'amount_range' | 'amount_over_balance' | null;

/**
 * Check a typed amount with decimal.js (never floats): a positive number with at most 2 decimals
 * (`amount_invalid`), within `min`..`max` when given (`amount_range`), and at most `available` when given
 * (`amount_over_balance`).
 */
export function checkAmount(
  typed: string,
  limits: { min?: string | null; max?: string | null; available?: string | null } = {},
): AmountProblem {
  const text = typed.trim();
  if (!AMOUNT_PATTERN.test(text)) return 'amount_invalid';
  const amount = new Decimal(text);
  if (amount.isZero()) return 'amount_invalid';
  if ((limits.min && amount.lt(limits.min)) || (limits.max && amount.gt(limits.max))) return 'amount_range';
  if (limits.available && amount.gt(limits.available)) return 'amount_over_balance';
  return null;
}

/** The typed amount as the server's decimal string with 2 decimals (`"100"` → `"100.00"`). */
export function amountPayload(typed: string): string {
  return new Decimal(typed.trim()).toFixed(2);
}
