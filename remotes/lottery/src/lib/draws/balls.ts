// How a draw's winning numbers read as balls: the results panel, the last draw, the home page's countdown
// panel and the trend chart all read them the same way.

/** How a draw's balls look: single digits (SSC, Thai), two-digit picks (11X5) or a PK10 finishing order. */
export type BallStyle = 'digit' | 'pick' | 'pk10';

/** The balls of a comma-separated `winNo`. */
export function ballsOf(winNo: string | null | undefined): string[] {
  return (winNo ?? '')
    .split(',')
    .map((ball) => ball.trim())
    .filter(Boolean);
}

/** Read the style from the numbers themselves, so a new game of a known kind needs no configuration. */
export function ballStyleOf(balls: readonly string[]): BallStyle {
  if (balls.length === 10 && balls.every((b) => b.length === 2)) return 'pk10';
  return balls.some((b) => b.length > 1) ? 'pick' : 'digit';
}
