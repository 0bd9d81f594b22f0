import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { nearNumerosEndpoint, type NearNumeros } from '../../api/near-numeros';
import { CountdownStore } from '../countdown/countdown-store';
import { timed } from '../countdown/deadline';

const CURRENT = 'current';
/** The countdown to the lock (betting closes). */
const LOCK = 'lock';

/**
 * The selected game's current issue (GET /lgw/numeros/near) and the live countdown to its draw. When the countdown
 * reaches zero `onExpire` runs (throttled to once per 5 s by the countdown store): the lobby reloads the issue and the
 * results.
 */
export class IssueStore {
  gameCode: string | null = null;
  near: NearNumeros | null = null;
  readonly issueLoad = new LoadState();
  readonly countdown: CountdownStore;

  constructor(
    private readonly shell: ShellServices,
    onExpire: () => void,
    private readonly clock: () => number = Date.now,
  ) {
    // A tab waking from sleep re-syncs from the server at once (the shown time is already right).
    this.countdown = new CountdownStore({ onExpire, onResync: () => this.retry(), clock });
    makeAutoObservable<IssueStore, 'shell' | 'clock'>(this, {
      shell: false,
      clock: false,
      countdown: false,
      issueLoad: false,
    });
  }

  /** Load the issue of `gameCode`; reloading the same game keeps the shown issue until the answer comes. */
  load(gameCode: string): Promise<void> {
    const same = gameCode === this.gameCode && this.issueLoad.status === 'ready';
    if (!same) {
      this.gameCode = gameCode;
      this.near = null;
      this.countdown.replaceAll([]);
    }
    return this.issueLoad.run(
      () => timed(() => this.shell.api.call(nearNumerosEndpoint, { params: { gameCode } }), this.clock),
      ({ value: near, trip }) => {
        this.near = near;
        // Every refresh re-syncs the deadlines, half the round trip corrected.
        this.countdown.set(CURRENT, near.currentNumero.remainTime, trip);
        this.countdown.set(LOCK, near.currentNumero.lockTime ?? 0, trip, false);
      },
      { keepReady: same ? 'while-loading' : undefined },
    );
  }

  retry(): void {
    if (this.gameCode) void this.load(this.gameCode);
  }

  /** `HH:MM:SS` to the draw, or the placeholder. */
  get countdownText(): string {
    return this.countdown.text(CURRENT);
  }

  /** `HH:MM:SS` to the lock (betting closes), or the placeholder once locked. */
  get lockText(): string {
    return this.countdown.text(LOCK);
  }

  /** The countdown keys of the draw and of the lock, for {@link CountdownText}. */
  static readonly KEYS = { draw: CURRENT, lock: LOCK } as const;

  /** Seconds to the draw, null before the issue is known. */
  get remaining(): number | null {
    return this.countdown.remaining(CURRENT);
  }

  /** Betting is open: the server says so and the countdown has not run out. */
  get onSale(): boolean {
    return Boolean(this.near?.currentNumero.isSale ?? true) && (this.remaining ?? 0) > 0;
  }
}
