import type { SandboxClockListener } from '../context';

/**
 * The sandbox clock: a base time source plus an offset that tests and `POST /__sandbox/clock` move forward.
 * Listeners hear every forward move, so areas (the lottery) draw without timers of their own.
 */
export class SandboxClock {
  private offset = 0;
  private last: number;
  private readonly listeners = new Set<SandboxClockListener>();

  constructor(private readonly base: () => number) {
    this.last = base();
  }

  /** Current sandbox time, epoch ms. */
  now(): number {
    return this.base() + this.offset;
  }

  /** Move forward by `ms` (≥ 0) and tell listeners. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0)
      throw new RangeError(`advanceClock needs a finite ms >= 0, got ${ms}`);
    this.offset += ms;
    this.tick();
  }

  /** Tell listeners about time that passed on the base clock since the last call (the node server calls it). */
  tick(): void {
    const to = this.now();
    const from = this.last;
    if (to <= from) return;
    this.last = to;
    for (const listener of [...this.listeners]) listener(from, to);
  }

  /** Subscribe to forward moves; returns the unsubscribe. */
  onTick(listener: SandboxClockListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Back to the base time without telling listeners: a reset reseeds everything that depends on time. */
  reset(): void {
    this.offset = 0;
    this.last = this.now();
  }
}
