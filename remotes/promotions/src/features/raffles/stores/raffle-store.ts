import type { ShellServices } from '@wl/shell-contract';
import { ApiError } from '@wl/api-client';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { RAFFLE_STORAGE_PREFIX, RAFFLE_TICK_MS } from '../constants';
import { RaffleRefSchema, type RaffleRef } from '../../../api/available-promotions';
import type { MemberPromotionsStore } from '../../../lib/member-promotions/member-promotions-store';
import {
  raffleClaimEndpoint,
  raffleStatusEndpoint,
  type RafflePrize,
  type RaffleStatus,
} from '../api/raffle';

/** One stored raffle with its last status; `readAt` is the local time of that read (the countdown runs from it). */
export interface RaffleEntry {
  ref: RaffleRef;
  status: RaffleStatus | null;
  readAt: number;
}

const refKey = (ref: RaffleRef) => `${ref.promotionId}:${ref.raffleScheduleId}`;

/**
 * The member's raffles (spec §4): kept in local storage per account (the server lists a raffle while it is open; the
 * member keeps theirs across visits); each one's status is read with rafflePromotionId and raffleScheduleId. Claimed
 * or ended: cleared. Not started: a countdown to the start. Started: a tip until claimed, and the claim, whose prize
 * shows in a modal leading to the reward centre.
 */
export class RaffleStore {
  entries: RaffleEntry[] = [];
  /** Local clock, ticking every second while a countdown runs. */
  now = Date.now();
  prize: RafflePrize | null = null;
  /** The raffle being claimed (its key), so a second press does nothing. */
  claiming: string | null = null;
  error: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly shell: ShellServices,
    private readonly member: MemberPromotionsStore,
  ) {
    makeAutoObservable<RaffleStore, 'shell' | 'member' | 'timer'>(
      this,
      { shell: false, member: false, timer: false },
      { autoBind: true },
    );
  }

  private get storageKey(): string | null {
    const account = this.shell.session.account;
    return account ? `${RAFFLE_STORAGE_PREFIX}.${this.shell.session.merchant}.${account}` : null;
  }

  /** The stored raffles of the member (a corrupt entry is dropped). */
  stored(): RaffleRef[] {
    const key = this.storageKey;
    if (!key) return [];
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.flatMap((item) => {
            const ref = RaffleRefSchema.safeParse(item);
            return ref.success ? [ref.data] : [];
          })
        : [];
    } catch {
      return [];
    }
  }

  private store(refs: RaffleRef[]): void {
    const key = this.storageKey;
    if (!key) return;
    if (refs.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(refs));
  }

  /** Ms until a not-started raffle starts (server time, moved on by the local clock), else null. */
  countdownOf(entry: RaffleEntry): number | null {
    const status = entry.status;
    if (!status || status.hasStarted || status.due == null || status.time == null) return null;
    return Math.max(0, status.due - status.time - (this.now - entry.readAt));
  }

  /** Add the server's raffles to the stored ones, then read each one's status. */
  async sync(): Promise<void> {
    const known = new Map(this.stored().map((ref) => [refKey(ref), ref]));
    for (const ref of this.member.raffles) known.set(refKey(ref), ref);
    const refs = [...known.values()];
    this.store(refs);
    const results = await Promise.all(
      refs.map((ref) =>
        this.shell.api
          .call(raffleStatusEndpoint, {
            params: { rafflePromotionId: ref.promotionId, raffleScheduleId: ref.raffleScheduleId },
          })
          .then(
            (status): { ref: RaffleRef; status: RaffleStatus | 'gone' | null } => ({ ref, status }),
            // An unknown raffle is gone; another failure keeps it for the next read.
            (error: unknown): { ref: RaffleRef; status: 'gone' | null } => ({
              ref,
              status: error instanceof ApiError && error.errorCode === 'raffle.not.found' ? 'gone' : null,
            }),
          ),
      ),
    );
    runInAction(() => {
      const readAt = Date.now();
      this.now = readAt;
      const kept: RaffleEntry[] = [];
      for (const r of results) {
        if (r.status === 'gone' || (r.status && (r.status.isClaimed || r.status.hasEnded))) continue;
        kept.push({ ref: r.ref, status: r.status, readAt });
      }
      this.entries = kept;
      this.store(kept.map((r) => r.ref));
    });
  }

  /** Claim a started raffle; the prize modal opens on success and the raffle is cleared. */
  async claim(entry: RaffleEntry): Promise<void> {
    const key = refKey(entry.ref);
    if (this.claiming) return;
    this.claiming = key;
    this.error = null;
    try {
      const prize = await this.shell.api.call(raffleClaimEndpoint, {
        body: { promotionId: entry.ref.promotionId, raffleScheduleId: entry.ref.raffleScheduleId },
        alerts: false,
      });
      runInAction(() => {
        this.prize = prize;
        this.entries = this.entries.filter((e) => refKey(e.ref) !== key);
        this.store(this.entries.map((e) => e.ref));
      });
      void this.member.refresh();
    } catch (error) {
      runInAction(() => (this.error = error instanceof ApiError ? error.displayText : String(error)));
    } finally {
      runInAction(() => (this.claiming = null));
    }
  }

  closePrize(): void {
    this.prize = null;
  }

  /** Follow the member's raffles and tick the countdowns; returns the stop function. */
  start(): () => void {
    const off = reaction(
      () => [this.shell.session.account, this.member.raffles] as const,
      () => void this.sync(),
      { fireImmediately: true },
    );
    this.timer = setInterval(this.tick, RAFFLE_TICK_MS);
    return () => {
      off();
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
    };
  }

  /** One second on; a countdown reaching zero reads the statuses again (the raffle has started). */
  tick(): void {
    if (!this.entries.some((e) => this.countdownOf(e) !== null)) return;
    this.now = Date.now();
    if (this.entries.some((e) => this.countdownOf(e) === 0)) void this.sync();
  }
}
