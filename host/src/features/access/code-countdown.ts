import { makeAutoObservable } from 'mobx';

/** Where a mobile-code button is: idle, asking the server (loading), counting down, then idle again (§4). */
export type CodeCountdownState = 'idle' | 'loading' | 'countdown';

/** Timers the countdown uses; Jest's fake timers drive the real ones in tests. */
export interface CountdownTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: CountdownTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The mobile-code button's countdown (spec/shell.md §4, §9): idle → loading → countdown → idle. The button is
 * disabled while loading or counting. One tick per second; `reset()` goes back to idle (switching login type).
 */
export class CodeCountdown {
  state: CodeCountdownState = 'idle';
  /** Seconds left while counting. */
  remaining = 0;
  private timer: unknown = null;

  constructor(private readonly timers: CountdownTimers = realTimers) {
    makeAutoObservable<CodeCountdown, 'timer' | 'timers'>(this, { timer: false, timers: false });
  }

  /** The button takes no click while a code is on its way or the countdown runs. */
  get disabled(): boolean {
    return this.state !== 'idle';
  }

  /** The request for a code is in flight. */
  begin(): void {
    this.stopTimer();
    this.state = 'loading';
  }

  /** The code was sent: count `seconds` down, then idle. */
  start(seconds: number): void {
    this.stopTimer();
    if (seconds <= 0) {
      this.reset();
      return;
    }
    this.state = 'countdown';
    this.remaining = Math.floor(seconds);
    this.schedule();
  }

  /** Back to idle (the request failed, the login type changed, the form closed). */
  reset(): void {
    this.stopTimer();
    this.state = 'idle';
    this.remaining = 0;
  }

  /** Stop the timer (unmount). */
  dispose(): void {
    this.reset();
  }

  private tick(): void {
    this.timer = null;
    this.remaining -= 1;
    if (this.remaining <= 0) this.reset();
    else this.schedule();
  }

  private schedule(): void {
    this.timer = this.timers.setTimeout(() => this.tick(), 1000);
  }

  private stopTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
