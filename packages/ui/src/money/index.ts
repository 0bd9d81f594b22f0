import Decimal from 'decimal.js';
// The package's own name, not './number-locale': this entry is bundled into each app that formats money, and only
// through '@wl/ui' does it read the one locale of the shared singleton that the host sets.
import { currentNumberLocale } from '@wl/ui';

// `@wl/ui/money`: money for display with decimal.js (about 11 KB gzip). An entry of its own so that @wl/ui, which
// every page loads at start, does not bring decimal.js to the pages that show no money (a visitor's first screen).

/** How a locale writes a number: its separators and from how many whole digits it groups. */
interface NumberSymbols {
  group: string;
  decimal: string;
  /** 4 for most languages (1,234); 5 where a lone thousand stays ungrouped (Spanish 1234 but 12.345). */
  minGroupedDigits: number;
}

const symbolsCache = new Map<string, NumberSymbols>();

/**
 * The separators of a locale, read from Intl with Latin digits (`-u-nu-latn`): money stays in the digits players
 * type into amount fields, also in Arabic. The digits themselves come from decimal.js, never from a float.
 */
function symbolsOf(tag: string): NumberSymbols {
  const cached = symbolsCache.get(tag);
  if (cached) return cached;
  // Grouping left at its default ('auto'): `true` would mean 'always' and hide the Spanish rule below.
  const format = new Intl.NumberFormat(`${tag}-u-nu-latn`, { minimumFractionDigits: 1 });
  const part = (value: number, type: Intl.NumberFormatPartTypes) =>
    format.formatToParts(value).find((p) => p.type === type)?.value;
  const symbols: NumberSymbols = {
    group: part(1234567.5, 'group') ?? ',',
    decimal: part(1.5, 'decimal') ?? '.',
    minGroupedDigits: part(1234.5, 'group') ? 4 : 5,
  };
  symbolsCache.set(tag, symbols);
  return symbols;
}

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
  /** BCP 47 tag whose separators are used; the site's language (`setNumberLocale` of `@wl/ui`) by default. */
  locale?: string;
}

/**
 * Format an amount for display: half-up rounding, 2 decimals and grouping by default (spec/shell.md §9), the
 * separators of the site's language (`1,234.50` in CN and EN, `1 234,50` in RU, `1.234,50` in PT), the
 * currency symbol in front (F) or behind (B). A negative sign goes before a front symbol (`-¥1.00`), and an amount
 * that rounds to zero never shows a sign (`0.00`, not `-0.00`). Amounts are decimal strings or numbers; an
 * unparseable amount formats as `-` rather than NaN.
 */
export function formatMoney(amount: string | number, format: MoneyFormat = {}): string {
  const { symbol = '', position = 'F', decimals = MONEY_DECIMALS, grouping = true } = format;
  const separators = symbolsOf(format.locale ?? currentNumberLocale());
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
  const grouped =
    grouping && whole.length >= separators.minGroupedDigits
      ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group)
      : whole;
  const body = `${grouped}${fraction ? `${separators.decimal}${fraction}` : ''}`;
  if (!symbol) return `${sign}${body}`;
  return position === 'B' ? `${sign}${body} ${symbol}` : `${sign}${symbol}${body}`;
}
