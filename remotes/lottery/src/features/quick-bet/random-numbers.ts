import { LIVE_VIDEO_ON } from '../../constants';
import { randomBelow, type RandomSource } from '../../lib/random/random-below';
import { QUICK_PICK_COUNT, SSC_DIGIT_MAX, SSC_DIGIT_MIN, X5_MAX, X5_MIN } from './constants';

/** The number rules the quick bet knows (spec/products.md §9). */
export type PickKind = 'ssc' | '11x5';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** SSC: 5 digits 0-9, each on its own (repeats allowed). */
export function sscPick(source?: RandomSource): string[] {
  const span = SSC_DIGIT_MAX - SSC_DIGIT_MIN + 1;
  return Array.from({ length: QUICK_PICK_COUNT }, () => String(SSC_DIGIT_MIN + randomBelow(span, source)));
}

/** 11X5: 5 distinct numbers 01-11 in draw order (the first 5 of a Fisher-Yates shuffle). */
export function x5Pick(source?: RandomSource): string[] {
  const pool = Array.from({ length: X5_MAX - X5_MIN + 1 }, (_, i) => X5_MIN + i);
  for (let i = 0; i < QUICK_PICK_COUNT; i++) {
    const j = i + randomBelow(pool.length - i, source);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, QUICK_PICK_COUNT).map(pad2);
}

/** A quick pick of the kind's rules. */
export function quickPick(kind: PickKind, source?: RandomSource): string[] {
  return kind === '11x5' ? x5Pick(source) : sscPick(source);
}

/**
 * Which number rules a game follows, from its group code or its game code: 11X5 games (`SD11X5`, group `11X5`),
 * SSC-style games (`CQSSC`, `TXFFC`, `TXWFC`, group `SSC`); null for the others: live-video games (PK10 racing such as
 * `JSSC`, whose draw is a finishing order) and the Thai lotteries, which the quick bet does not offer.
 */
export function pickKindOf(game: {
  gameCode: string;
  gameGroupCode?: string | null;
  liveVideoSwitch?: number | null;
}): PickKind | null {
  if (game.liveVideoSwitch === LIVE_VIDEO_ON) return null;
  const code = game.gameCode.toUpperCase();
  if (game.gameGroupCode === '11X5' || code.endsWith('11X5')) return '11x5';
  if (game.gameGroupCode === 'SSC' || /SSC$|FFC$|WFC$/.test(code)) return 'ssc';
  return null;
}
