import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { PROMOTION_POLL_DEBOUNCE_MS, PROMOTION_POLL_MS } from '../../constants';
import { AVAILABLE_COUNT_TYPES, PENDING_STATUS } from './constants';
import { availablePromotionsEndpoint, type RaffleRef } from '../../api/available-promotions';
import { claimListEndpoint, type Claim } from '../../api/claim-list';

/**
 * The member's side of promotions, shared by the account bar's count and the promotions page (one per shell): the
 * available counts, the raffles the server lists and the claim list. Polled every {@link PROMOTION_POLL_MS} with a
 * {@link PROMOTION_POLL_DEBOUNCE_MS} debounce (several triggers in a second make one read), paused while the page is
 * hidden; a PROMOTION_CLAIM event, a return to the page and a login re-read it.
 */
export class MemberPromotionsStore {
  counts: Record<string, number> = {};
  raffles: RaffleRef[] = [];
  claims: Claim[] = [];
  /** Reads done (tests and the e2e count them through the DOM's data-reads). */
  reads = 0;
  private users = 0;
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private poll: ReturnType<typeof setInterval> | null = null;
  private offs: (() => void)[] = [];
  private account: string | null = null;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<MemberPromotionsStore, 'shell' | 'debounce' | 'poll' | 'offs' | 'users' | 'account'>(
      this,
      { shell: false, debounce: false, poll: false, offs: false, users: false, account: false },
      { autoBind: true },
    );
  }

  /** The available-promotion count: MANUAL, RAFFLE, TICKET, REGISTER, LOGIN, SAVIOR and MISSION_MANUAL summed. */
  get availableCount(): number {
    return AVAILABLE_COUNT_TYPES.reduce((sum, type) => sum + (this.counts[type] ?? 0), 0);
  }

  /** The claim status of a promotion (PENDING after an application), or null. */
  statusOf(promotionId: number): string | null {
    return this.claims.find((c) => c.promotionId === promotionId)?.status ?? null;
  }

  /** A successful application: the promotion is PENDING now, before the next read says so. */
  markPending(promotionId: number): void {
    this.claims = [
      ...this.claims.filter((c) => c.promotionId !== promotionId),
      { promotionId, status: PENDING_STATUS, appliedAt: Date.now() },
    ];
  }

  /** Read counts, raffles and claims now (logged in), or forget them (logged out). */
  async refresh(): Promise<void> {
    if (!this.shell.session.isLoggedIn) {
      this.clear();
      return;
    }
    const account = this.shell.session.account;
    if (account !== this.account) this.clear();
    this.account = account;
    try {
      const [available, claims] = await Promise.all([
        this.shell.api.call(availablePromotionsEndpoint),
        this.shell.api.call(claimListEndpoint),
      ]);
      // A logout or another member since the call: the answer is not theirs.
      if (this.shell.session.account !== account) return;
      runInAction(() => {
        this.counts = Object.fromEntries(available.counts.map((c) => [c.promotionType, c.count]));
        this.raffles = available.raffles;
        this.claims = claims;
        this.reads += 1;
      });
    } catch {
      // A failed poll keeps what was read; the next poll tries again.
    }
  }

  /** Ask for a read within the debounce: several asks in a second make one. */
  schedule(): void {
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      this.debounce = null;
      void this.refresh();
    }, PROMOTION_POLL_DEBOUNCE_MS);
  }

  /**
   * Start polling for one user (a widget or page); the returned function stops it for that user. The first user
   * reads at once; the last one to leave stops the timers and listeners.
   */
  start(): () => void {
    this.users += 1;
    if (this.users === 1) {
      void this.refresh();
      this.offs = [
        this.shell.events.subscribe('PROMOTION_CLAIM', () => this.schedule()),
        this.shell.events.subscribe('session.changed', () => this.schedule()),
      ];
      document.addEventListener('visibilitychange', this.onVisibility);
      if (!document.hidden) this.startPolling();
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.users -= 1;
      if (this.users === 0) this.stop();
    };
  }

  private startPolling(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = setInterval(() => this.schedule(), PROMOTION_POLL_MS);
  }

  private stopPolling(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = null;
  }

  /** Hidden: no polling at all. Visible again: one (debounced) read, then the 5-minute rhythm. */
  private onVisibility(): void {
    if (document.hidden) this.stopPolling();
    else {
      this.schedule();
      this.startPolling();
    }
  }

  private stop(): void {
    this.stopPolling();
    this.offs.forEach((off) => off());
    this.offs = [];
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  private clear(): void {
    this.counts = {};
    this.raffles = [];
    this.claims = [];
    this.account = null;
  }
}

const stores = new WeakMap<ShellServices, MemberPromotionsStore>();

/** The one {@link MemberPromotionsStore} of a shell (the account bar's count and the page share it). */
export function memberPromotionsOf(shell: ShellServices): MemberPromotionsStore {
  let store = stores.get(shell);
  if (!store) {
    store = new MemberPromotionsStore(shell);
    stores.set(shell, store);
  }
  return store;
}
