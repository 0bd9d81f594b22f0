/**
 * How many of a row's items fit in `available` px, in order, `gap` px apart; when not all fit, room is kept for
 * the More control (`moreWidth`) that holds the rest. At least none, never a partly shown item.
 */
export function fittingCount(
  widths: readonly number[],
  moreWidth: number,
  available: number,
  gap: number,
): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count++;
  }
  return count;
}
