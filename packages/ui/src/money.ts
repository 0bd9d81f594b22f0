import Decimal from 'decimal.js';

/** Default decimals for money (spec/shell.md §9). */
export const MONEY_DECIMALS = 2;

/** Where a currency symbol goes (spec/shell.md §3 Currency): F in front (the default), B behind. */
export type CurrencyPosition = 'F' | 'B';

/** Options of {@link formatMoney}. */
export interface MoneyFormat {
  symbol?: string;
  /** F: symbol in front (default); B: behind, after a space. */
  position?: CurrencyPosition;
  /** Decimals kept, 2 by default; rounding is half-up (away from zero on a tie). */
  decimals?: number;
  /** Thousands separators in the whole part, on by default. */
  grouping?: boolean;
}

/**
 * Format an amount for display: half-up rounding, 2 decimals and grouping by default (spec/shell.md §9), the
 * currency symbol in front (F) or behind (B). A negative sign goes before a front symbol (`-¥1.00`), and an amount
 * that rounds to zero never shows a sign (`0.00`, not `-0.00`). Amounts are decimal strings or numbers; an
 * unparseable amount formats as `-` rather than NaN.
 */
export function formatMoney(amount: string | number, format: MoneyFormat = {}): string {
  const { symbol = '', position = 'F', decimals = MONEY_DECIMALS, grouping = true } = format;
  let value: Decimal;
  try {
    value = new Decimal(typeof amount === 'string' ? amount.trim() : amount);
  } catch {
    return '-';
  }
  if (!value.isFinite()) return '-';
  const rounded = value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  // -0.004 rounds to -0.00: shown as 0.00, since no money is owed.
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  const [whole = '0', fraction] = rounded.abs().toFixed(decimals).split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const body = `${grouped}${fraction ? `.${fraction}` : ''}`;
  if (!symbol) return `${sign}${body}`;
  return position === 'B' ? `${sign}${body} ${symbol}` : `${sign}${symbol}${body}`;
}
