import { errorText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import type { LoadStatus } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
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
  state: LoadStatus = 'idle';
  error = '';
  readonly countdown: CountdownStore;
  private request = 0;

  constructor(
    private readonly shell: ShellServices,
    onExpire: () => void,
    private readonly clock: () => number = Date.now,
  ) {
    // A tab waking from sleep re-syncs from the server at once (the shown time is already right).
    this.countdown = new CountdownStore({ onExpire, onResync: () => this.retry(), clock });
    makeAutoObservable<IssueStore, 'shell' | 'request' | 'clock'>(this, {
      shell: false,
      request: false,
      clock: false,
      countdown: false,
    });
  }

  /** Load the issue of `gameCode`; reloading the same game keeps the shown issue until the answer comes. */
  async load(gameCode: string): Promise<void> {
    const request = ++this.request;
    if (gameCode !== this.gameCode || this.state !== 'ready') {
      this.gameCode = gameCode;
      this.near = null;
      this.state = 'loading';
      this.countdown.replaceAll([]);
    }
    this.error = '';
    try {
      const { value: near, trip } = await timed(
        () => this.shell.api.call(nearNumerosEndpoint, { params: { gameCode } }),
        this.clock,
      );
      if (request !== this.request) return;
      runInAction(() => {
        this.near = near;
        this.state = 'ready';
        // Every refresh re-syncs the deadlines, half the round trip corrected.
        this.countdown.set(CURRENT, near.currentNumero.remainTime, trip);
        this.countdown.set(LOCK, near.currentNumero.lockTime ?? 0, trip, false);
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.state = 'error';
        this.error = errorText(error);
      });
    }
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
