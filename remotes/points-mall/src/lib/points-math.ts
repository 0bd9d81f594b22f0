import Decimal from 'decimal.js';
import { MIN_CONVERT_AMOUNT, POINT_RATE_DECIMALS, REDEEM_TYPE } from '../constants';

// The points mall's arithmetic, exact with decimal.js. Only the redeem dialog and the details tabs use it, so
// decimal.js stays out of the exchange page's first load (both load on demand).

/** A decimal of a possibly empty or malformed text: 0 then, so a half-typed field never throws. */
function decimalOf(value: string | number | null | undefined): Decimal {
  try {
    const d = new Decimal(value === null || value === undefined || value === '' ? 0 : value);
    return d.isFinite() ? d : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

/**
 * Money to pay for a redeem (spec §5): 0 for points only (P), else quantity × the money amount (PM), exactly with
 * decimal.js and 2 decimals ("0.1" × 3 is "0.30").
 */
export function payMoney(
  redeemType: string,
  quantity: number,
  moneyAmount: string | null | undefined,
): string {
  if (redeemType !== REDEEM_TYPE.POINTS_AND_MONEY) return new Decimal(0).toFixed(2);
  return decimalOf(moneyAmount).times(quantity).toFixed(2);
}

/** Points a redeem takes: quantity × the unit points (price for P, mpPointAmount for PM). */
export function pointsNeeded(quantity: number, unitPoints: string): string {
  return decimalOf(unitPoints).times(quantity).toFixed();
}

/** A rate of the point config (rate type P: a percent) as shown: 2 decimals and a percent sign ("1.50%"). */
export function formatRate(rate: string | number): string {
  return `${decimalOf(rate).toFixed(POINT_RATE_DECIMALS, Decimal.ROUND_HALF_UP)}%`;
}

/** Money a conversion of `points` brings at `pointExchangeRate` percent, rounded down to 2 decimals. */
export function convertedMoney(points: string | number, pointExchangeRate: string): string {
  return decimalOf(points).times(decimalOf(pointExchangeRate)).dividedBy(100).toFixed(2, Decimal.ROUND_DOWN);
}

/** The conversion amount after the field loses focus: under 1 (or not a number) becomes 1 (spec §5). */
export function normaliseConvertAmount(text: string): string {
  const value = decimalOf(text.trim());
  return value.lessThan(MIN_CONVERT_AMOUNT) ? String(MIN_CONVERT_AMOUNT) : text.trim();
}

/** Whether an amount is a whole number of points, at least 1. */
export function isValidConvertAmount(text: string): boolean {
  if (!/^\d+$/.test(text.trim())) return false;
  return decimalOf(text).greaterThanOrEqualTo(MIN_CONVERT_AMOUNT);
}
