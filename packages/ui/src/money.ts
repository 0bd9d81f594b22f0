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

/** A decimal amount as decimal.js reads one: optional sign, digits with an optional point, optional exponent. */
const DECIMAL = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)(?:e([+-]?\d+))?$/i;

/**
 * `amount` rounded half-up to `decimals` places, as a plain decimal string (decimal.js's `toFixed(decimals,
 * ROUND_HALF_UP)`, exact at any size), or undefined for what is not a finite decimal number. Done on the digits
 * themselves: money formatting was all the site used decimal.js for, and it cost 12.5 KB gzip on every first visit.
 * decimal.js also read hexadecimal, binary and octal notations ('0x1f'); amounts never come that way, and here
 * they are not numbers ('-' when formatted).
 */
export function toFixedHalfUp(amount: string | number, decimals: number): string | undefined {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals: ${decimals}`);
  if (typeof amount === 'number' && !Number.isFinite(amount)) return undefined;
  const text = typeof amount === 'number' ? (Object.is(amount, -0) ? '-0' : String(amount)) : amount;
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, mantissa = '', exponent = '0'] = match;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = `${whole}${fraction}`;
  // Where the rounding falls in `digits`: the first digit dropped. Before digit 0, the amount rounds to zero.
  const cut = whole.length + Number(exponent) + decimals;
  if (!Number.isSafeInteger(cut)) return undefined;
  let units = 0n;
  if (cut >= 0) {
    const kept = digits.slice(0, cut).padEnd(cut, '0');
    units = BigInt(kept || '0') + ((digits[cut] ?? '0') >= '5' ? 1n : 0n);
  }
  const padded = units.toString().padStart(decimals + 1, '0');
  const fixed = decimals ? `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}` : padded;
  // decimal.js keeps the sign of a negative amount that rounds to zero ('-0.001' → '-0.00'), not of a zero.
  return sign === '-' && /[1-9]/.test(digits) ? `-${fixed}` : fixed;
}

/**
 * Format an amount for display: half-up rounding, 2 decimals and grouping by default (spec/shell.md §9).
 * Amounts are decimal strings or numbers; an unparseable amount formats as `-` rather than NaN.
 */
export function formatMoney(amount: string | number, format: MoneyFormat = {}): string {
  const { symbol = '', position = 'F', decimals = MONEY_DECIMALS, grouping = true } = format;
  const fixed = toFixedHalfUp(amount, decimals);
  if (fixed === undefined) return '-';
  const [whole = '0', fraction] = fixed.replace('-', '').split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const body = `${fixed.startsWith('-') ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
  if (!symbol) return body;
  return position === 'B' ? `${body} ${symbol}` : `${symbol}${body}`;
}
