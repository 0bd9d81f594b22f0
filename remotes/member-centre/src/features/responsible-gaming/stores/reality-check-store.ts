import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { getSessionSummary } from '../api/session-summary';
import { MINUTE_MS } from '../constants';

/**
 * The reality check (beyond the spec): every `intervalMinutes` of the session, a dialog shows the time since login
 * and the net result, with continue (the next check is a full interval later) and log out. The session start is the
 * server's; elapsed time is measured on the page's clock from the server's own "now", so a wrong device clock does
 * not move the checks.
 */
export class RealityCheckStore {
  /** True while the dialog shows. */
  open = false;
  /** Time since the session started, ms, when the dialog opened. */
  elapsedMs = 0;
  /** The net result (decimal string) when the dialog opened; null when it could not be read. */
  netResult: string | null = null;
  /** The session's start on the page's clock (epoch ms); null until the summary answered. */
  private startedAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly shell: ShellServices,
    readonly intervalMinutes: number,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<RealityCheckStore, 'shell' | 'timer' | 'stopped' | 'now' | 'startedAt'>(this, {
      shell: false,
      timer: false,
      stopped: false,
      now: false,
      startedAt: false,
      intervalMinutes: false,
    });
  }

  private get intervalMs(): number {
    return this.intervalMinutes * MINUTE_MS;
  }

  /** Reads the session start, then schedules the next check on the interval's grid since login. */
  async start(): Promise<void> {
    this.stopped = false;
    try {
      const summary = await this.shell.api.call(getSessionSummary);
      this.startedAt = this.now() - Math.max(0, summary.now - summary.startedAt);
    } catch {
      // Without the server's start, count from now: the member still gets the checks.
      this.startedAt = this.now();
    }
    if (this.stopped) return;
    const elapsed = this.now() - this.startedAt;
    const next = (Math.floor(elapsed / this.intervalMs) + 1) * this.intervalMs;
    this.schedule(next - elapsed);
  }

  /** Stops the timer (unmount, logout). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Closes the dialog; the next check comes a whole interval from now. */
  continuePlaying(): void {
    this.open = false;
    this.schedule(this.intervalMs);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.fire(), Math.max(0, delayMs));
  }

  /** Time is up: read the net result and show the dialog. */
  private async fire(): Promise<void> {
    this.timer = null;
    let net: string | null = null;
    try {
      const summary = await this.shell.api.call(getSessionSummary);
      net = summary.netResult;
    } catch {
      net = null;
    }
    if (this.stopped) return;
    runInAction(() => {
      this.netResult = net;
      this.elapsedMs = this.now() - (this.startedAt ?? this.now());
      this.open = true;
    });
  }
}
