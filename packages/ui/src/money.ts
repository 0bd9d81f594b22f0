import Decimal from 'decimal.js';

/** Default decimals for money (spec/shell.md §9). */
export const MONEY_DECIMALS = 2;

/** Options of {@link formatMoney}. */
export interface MoneyFormat {
  symbol?: string;
  /** F: symbol in front (default); B: behind. */
  position?: 'F' | 'B';
  decimals?: number;
  grouping?: boolean;
}

/**
 * Format an amount for display: half-up rounding, 2 decimals and grouping by default (spec/shell.md §9).
 * Amounts are decimal strings or numbers; an unparseable amount formats as `-` rather than NaN.
 */
export function formatMoney(amount: string | number, format: MoneyFormat = {}): string {
  const { symbol = '', position = 'F', decimals = MONEY_DECIMALS, grouping = true } = format;
  let value: Decimal;
  try {
    value = new Decimal(amount);
  } catch {
    return '-';
  }
  if (!value.isFinite()) return '-';
  const fixed = value.toFixed(decimals, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction] = fixed.replace('-', '').split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const body = `${fixed.startsWith('-') ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
  if (!symbol) return body;
  return position === 'B' ? `${body} ${symbol}` : `${symbol}${body}`;
}
