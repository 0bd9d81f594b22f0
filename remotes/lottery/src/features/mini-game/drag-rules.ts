import { DRAG_START_MS, MAX_TILT_DEG, TILT_PER_PX } from './constants';

/** The tilt for a horizontal movement of `dx` pixels, limited to ±25 degrees (spec/products.md §4). */
export function tiltFor(dx: number): number {
  const tilt = dx * TILT_PER_PX;
  if (tilt === 0) return 0;
  return Math.max(-MAX_TILT_DEG, Math.min(MAX_TILT_DEG, tilt));
}

/** A press held `heldMs` turns into a drag: only after 150 ms (spec/products.md §4). */
export function dragStarted(heldMs: number): boolean {
  return heldMs >= DRAG_START_MS;
}

/** `value` kept within [min, max] (a max under min keeps min). */
export function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(Math.max(min, max), value));
}
