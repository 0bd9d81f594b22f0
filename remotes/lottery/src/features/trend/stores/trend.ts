import type { Draw } from '../../../api/draws';
import { ballStyleOf, ballsOf } from '../../../lib/draws/balls';

/** One cell of a trend row: a number of the chart's range, drawn or missed (then how many draws since it last was). */
export interface TrendCell {
  value: string;
  hit: boolean;
  /** Draws since the value last came out (0 on a hit). */
  miss: number;
}

/** One block of the chart: a ball position (SSC, PK10) or the whole draw's distribution (11X5). */
export interface TrendBlock {
  /** The position, 1-based; 0 for the distribution of every ball. */
  position: number;
  values: string[];
}

/** One row of the chart: a draw and its cells per block. */
export interface TrendRow {
  numero: string;
  balls: string[];
  blocks: TrendCell[][];
}

const digits = Array.from({ length: 10 }, (_, i) => String(i));
const picks = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * The chart's blocks for the draws' kind: digit games (SSC, Thai) one block per position of 0-9; 11X5 one block of
 * 01-11 holding every ball (its balls are distinct); PK10 the champion's position of 01-10.
 */
export function trendBlocks(draws: readonly Draw[]): TrendBlock[] {
  const sample = ballsOf(draws[0]?.winNo);
  switch (ballStyleOf(sample)) {
    case 'pick':
      return [{ position: 0, values: picks(11) }];
    case 'pk10':
      return [{ position: 1, values: picks(10) }];
    default:
      return sample.map((_, i) => ({ position: i + 1, values: digits }));
  }
}

/**
 * The trend chart's rows, oldest draw first (a chart reads downwards in time), each value's miss count running
 * from the first draw shown.
 */
export function trendRows(newestFirst: readonly Draw[]): { blocks: TrendBlock[]; rows: TrendRow[] } {
  const draws = [...newestFirst].reverse();
  const blocks = trendBlocks(newestFirst);
  const misses = blocks.map((block) => block.values.map(() => 0));
  const rows = draws.map((draw) => {
    const balls = ballsOf(draw.winNo);
    return {
      numero: draw.numero,
      balls,
      blocks: blocks.map((block, b) => {
        const drawn = block.position === 0 ? balls : [balls[block.position - 1]];
        return block.values.map((value, v) => {
          const hit = drawn.includes(value);
          misses[b]![v] = hit ? 0 : misses[b]![v]! + 1;
          return { value, hit, miss: misses[b]![v]! };
        });
      }),
    };
  });
  return { blocks, rows };
}
