import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import Decimal from 'decimal.js';
import { makeAutoObservable } from 'mobx';
import { randomBelow, type RandomSource } from '../../../lib/random/random-below';
import { jackpotEndpoint } from '../api/jackpot';
import {
  JACKPOT_CENTS,
  JACKPOT_CURRENCY,
  JACKPOT_GROWTH_PER_SECOND,
  JACKPOT_RANDOM_START_LIMIT,
} from '../constants';

/** A random amount under 1e8 with two decimals (spec/products.md §9), from `crypto.getRandomValues`. */
export function randomJackpotStart(source?: RandomSource): Decimal {
  const units = randomBelow(JACKPOT_RANDOM_START_LIMIT, source);
  const cents = randomBelow(JACKPOT_CENTS, source);
  return new Decimal(units).plus(new Decimal(cents).dividedBy(JACKPOT_CENTS));
}

/** The amount `elapsedMs` after the start, counting up at {@link JACKPOT_GROWTH_PER_SECOND}. */
export function jackpotAt(start: Decimal, elapsedMs: number): Decimal {
  const growth = new Decimal(JACKPOT_GROWTH_PER_SECOND).times(Math.max(0, elapsedMs)).dividedBy(1000);
  return start.plus(growth).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/**
 * The jackpot display (spec/products.md §7, §9): POST /lgw/jackpot with the merchant code and THB; the amount the
 * server sends, or a random start under 1e8 when it has none, counting up smoothly (the widget moves
 * {@link elapsedMs} on every animation frame; decimal.js keeps the cents exact).
 */
export class JackpotStore {
  start: Decimal | null = null;
  /** The server had no amount: the start is random. */
  randomStart = false;
  elapsedMs = 0;
  readonly load = new LoadState();

  constructor(
    private readonly shell: ShellServices,
    private readonly random?: RandomSource,
  ) {
    makeAutoObservable<JackpotStore, 'shell' | 'random'>(this, { shell: false, random: false, load: false });
  }

  fetch(): Promise<void> {
    return this.load.run(
      () =>
        this.shell.api.call(jackpotEndpoint, {
          body: { merchant_code: this.shell.session.merchant, currency: JACKPOT_CURRENCY },
        }),
      (jackpot) => {
        const amount = parseAmount(jackpot.amount);
        this.randomStart = amount === null;
        this.start = amount ?? randomJackpotStart(this.random);
        this.elapsedMs = 0;
      },
    );
  }

  /** Time since the amount arrived (animation frames call it). */
  setElapsed(ms: number): void {
    this.elapsedMs = ms;
  }

  get amount(): Decimal | null {
    return this.start ? jackpotAt(this.start, this.elapsedMs) : null;
  }

  /** The amount as money, e.g. `23,456,789.12`. */
  get text(): string {
    const amount = this.amount;
    return amount ? formatMoney(amount.toFixed(2)) : '';
  }

  get currency(): string {
    return JACKPOT_CURRENCY;
  }
}

/** A usable server amount, or null (unset, empty, not a number, negative). */
function parseAmount(amount: string | null): Decimal | null {
  if (amount === null || amount.trim() === '') return null;
  try {
    const value = new Decimal(amount.trim());
    return value.isFinite() && !value.isNegative() ? value : null;
  } catch {
    return null;
  }
}
