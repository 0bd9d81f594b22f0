import { isApiError, type ApiClient } from '@wl/api-client';
import type { EventBus } from '@wl/event-bus';
import type { Balance, MemberInfo, SessionView } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { getBalance, getMemberInfo, login, logout } from '../api/session';
import { SafeStorage, STORAGE_KEYS } from './storage';

/** Balance refresh waits this long after a trigger (spec/shell.md §9)... */
export const BALANCE_REFRESH_DELAY_MS = 500;
/** ...and runs at most once per this interval. */
export const BALANCE_REFRESH_THROTTLE_MS = 1000;
/** Agent types that skip consolidated-balance loading (spec/shell.md §6). */
export const NO_BALANCE_AGENT_TYPES = [4, 40, 41, 42];

/** Outcome of a login attempt the login form shows. */
export type LoginResult = { ok: true } | { ok: false; message: string; errorCode?: string | null };

/**
 * The member's session: token, member info and balance. Persists the token and account in storage so a reload
 * keeps the member logged in. Everything the account bar and the remotes show of the session reads from here.
 */
export class SessionStore implements SessionView {
  token: string | null = null;
  member: MemberInfo | null = null;
  balance: Balance | null = null;
  balanceError: string | null = null;
  busy = false;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private lastRefreshAt = -Infinity;

  constructor(
    private readonly api: ApiClient,
    private readonly events: EventBus,
    readonly merchant: string,
    private readonly deviceId: string,
    private readonly storage = new SafeStorage(),
    private readonly clock: () => number = () => Date.now(),
  ) {
    makeAutoObservable<
      SessionStore,
      'api' | 'events' | 'storage' | 'clock' | 'refreshTimer' | 'lastRefreshAt'
    >(this, {
      api: false,
      events: false,
      storage: false,
      clock: false,
      refreshTimer: false,
      lastRefreshAt: false,
    });
    this.token = storage.get(STORAGE_KEYS.token);
    storage.set(STORAGE_KEYS.merchantCode, merchant);
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }
  get account(): string | null {
    return this.member?.account ?? (this.token ? this.storage.get(STORAGE_KEYS.account) : null);
  }
  get isAgent(): number | null {
    return this.member?.type ?? null;
  }
  get customerId(): number | null {
    return this.member?.id ?? null;
  }

  /** Restore a stored session: load the member; an invalid token ends the session quietly. */
  async restore(): Promise<void> {
    if (!this.token) return;
    try {
      await this.loadMember();
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.kind === 'server')) this.clear();
      else
        console.warn(
          '[session] could not restore member info',
          error instanceof Error ? error.message : error,
        );
    }
  }

  /** Log in (spec/shell.md §4): the token is stored, member info and balance loaded. */
  async login(username: string, password: string): Promise<LoginResult> {
    this.busy = true;
    try {
      // The form shows the failure itself: no general dialog.
      const value = await this.api.call(login, {
        body: { username: username.trim(), password, type: 'username', deviceId: this.deviceId },
        alerts: false,
      });
      runInAction(() => {
        this.token = value.token;
        this.storage.set(STORAGE_KEYS.token, value.token);
        this.storage.set(STORAGE_KEYS.username, username.trim());
      });
      await this.loadMember();
      return { ok: true };
    } catch (error) {
      if (isApiError(error)) return { ok: false, message: error.displayText, errorCode: error.errorCode };
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Log out: the server call may fail, the local session ends regardless. */
  async logout(): Promise<void> {
    if (this.token) {
      try {
        await this.api.call(logout, { alerts: false });
      } catch (error) {
        console.warn('[session] logout call failed', isApiError(error) ? error.message : error);
      }
    }
    this.clear();
  }

  /** Forget the session locally (storage cleared, merchant code kept). */
  clear(): void {
    const hadSession = this.token !== null;
    this.token = null;
    this.member = null;
    this.balance = null;
    this.balanceError = null;
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.account,
      STORAGE_KEYS.username,
      STORAGE_KEYS.agentType,
    ]) {
      this.storage.set(key, null);
    }
    if (hadSession) this.events.publish('session.changed', { account: null });
  }

  /** Ask for a balance refresh: runs after 500 ms, at most once a second. */
  scheduleBalanceRefresh(): void {
    if (!this.isLoggedIn || this.refreshTimer) return;
    const wait = Math.max(
      BALANCE_REFRESH_DELAY_MS,
      this.lastRefreshAt + BALANCE_REFRESH_THROTTLE_MS - this.clock(),
    );
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void this.refreshBalance();
    }, wait);
  }

  /** Reload the balance now. A failure keeps the last balance and records a readable message. */
  async refreshBalance(): Promise<void> {
    if (!this.isLoggedIn || NO_BALANCE_AGENT_TYPES.includes(this.isAgent ?? -1)) return;
    this.lastRefreshAt = this.clock();
    try {
      const balance = await this.api.call(getBalance, { params: { typeId: 0 } });
      runInAction(() => {
        this.balance = balance;
        this.balanceError = null;
      });
      this.events.publish('wallet.refreshed', { sumBalance: balance.sumBalance });
    } catch (error) {
      runInAction(() => (this.balanceError = error instanceof Error ? error.message : String(error)));
    }
  }

  /** Stop timers (tests, teardown). */
  dispose(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private async loadMember(): Promise<void> {
    const member = await this.api.call(getMemberInfo);
    runInAction(() => {
      this.member = member;
      this.storage.set(STORAGE_KEYS.account, member.account);
      this.storage.set(STORAGE_KEYS.agentType, String(member.type));
    });
    this.events.publish('session.changed', { account: member.account });
    await this.refreshBalance();
  }
}
