// Unbiased random integers from `crypto.getRandomValues`: the quick bet's picks and the jackpot's random start.

/** Fills an array with random 32-bit values: `crypto.getRandomValues` by default. */
export type RandomSource = (buffer: Uint32Array) => Uint32Array;

const cryptoSource: RandomSource = (buffer) => crypto.getRandomValues(buffer);

const RANGE = 2 ** 32;

/**
 * A uniform integer in [0, n) from 32-bit random values. Values in the last incomplete block of n are drawn again
 * (rejection sampling), so no number is more likely than another (`value % n` alone would favour the low ones).
 */
export function randomBelow(n: number, source: RandomSource = cryptoSource): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`randomBelow(${n})`);
  const limit = RANGE - (RANGE % n);
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = source(buffer)[0]!;
    if (value < limit) return value % n;
  }
}
