import { isApiError, type ApiClient } from '@wl/api-client';
import type { EventBus } from '@wl/event-bus';
import type { Balance, MemberInfo, SessionView } from '@wl/shell-contract';
import { makeAutoObservable, runInAction, when } from 'mobx';
import { getConsolidatedFunds, type ConsolidatedFunds } from '../api/consolidated-funds';
import { getBalance, getMemberInfo, logout } from '../api/session';
import { SafeStorage, STORAGE_KEYS } from './storage';

/** Balance refresh waits this long after a trigger (spec/shell.md §9)... */
export const BALANCE_REFRESH_DELAY_MS = 500;
/** ...and runs at most once per this interval. */
export const BALANCE_REFRESH_THROTTLE_MS = 1000;
/** How long a step that needs the member's type waits for member info after a login, before going on without it. */
export const MEMBER_WAIT_MS = 10_000;
/** Agent type of demo/free-play accounts (spec/shell.md §6): the session's `isAgent`. */
export const DEMO_AGENT_TYPE = 4;
/** Agent types that skip consolidated-balance loading (spec/shell.md §6). */
export const NO_BALANCE_AGENT_TYPES = [DEMO_AGENT_TYPE, 40, 41, 42];

/** Session-storage key of a login held until the forced password change succeeds (spec/shell.md §4). */
export const PENDING_LOGIN_KEY = 'pendingLogin';
/** Storage key of where the visitor came from (`?source=agent`): an ended session then reloads the agent page. */
export const SOURCE_KEY = 'source';
/** Where an ended session goes when the source is the agent site. */
export const AGENT_SIGN_OUT_PAGE = '/member/agentTeamOverview';
/** Storage keys a sign-out keeps: the merchant code (spec/shell.md §4), the device id (365 days) and the language. */
export const KEPT_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.merchantCode,
  STORAGE_KEYS.deviceId,
  STORAGE_KEYS.lang,
  STORAGE_KEYS.hisLang,
  SOURCE_KEY,
];

/** A login held in session storage while the forced change-password panel is open. */
export interface PendingLogin {
  token: string;
  username: string;
  /** The typed password was the default one: the panel does not ask for the old password. */
  defaultPassword: boolean;
}

/**
 * The member's session: token, member info and balance. Persists the token and account in storage so a reload
 * keeps the member logged in. Everything the account bar and the remotes show of the session reads from here.
 */
export class SessionStore implements SessionView {
  token: string | null = null;
  member: MemberInfo | null = null;
  balance: Balance | null = null;
  /** The consolidated funds (spec/shell.md §7): the one figure the account bar shows; loaded with the wallets. */
  funds: ConsolidatedFunds | null = null;
  balanceError: string | null = null;
  /** A refresh is waiting for its delay or throttle: the account bar's refresh button shows it is busy. */
  refreshScheduled = false;
  /** Balance loads under way (a login's and a scheduled one may overlap). */
  balanceLoads = 0;
  /** A login waiting for the forced password change; its token authorises only that call. */
  pending: PendingLogin | null = null;
  /** A logout is under way: the server may refuse the token of calls still running (ErrorPresenter stays quiet). */
  signingOut = false;
  /**
   * The member logged out on this page and has not logged in since: a refusal arriving now is of a call sent with the
   * old token, whose session is already over.
   */
  signedOut = false;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private lastRefreshAt = -Infinity;

  constructor(
    private readonly api: ApiClient,
    private readonly events: EventBus,
    readonly merchant: string,
    private readonly deviceId: string,
    private readonly storage = new SafeStorage(),
    private readonly clock: () => number = () => Date.now(),
    private readonly sessionStore: SafeStorage = new SafeStorage(
      typeof sessionStorage === 'undefined' ? null : sessionStorage,
    ),
  ) {
    makeAutoObservable<
      SessionStore,
      'api' | 'events' | 'storage' | 'clock' | 'refreshTimer' | 'lastRefreshAt' | 'sessionStore'
    >(this, {
      sessionStore: false,
      api: false,
      events: false,
      storage: false,
      clock: false,
      refreshTimer: false,
      lastRefreshAt: false,
    });
    this.token = storage.get(STORAGE_KEYS.token);
    storage.set(STORAGE_KEYS.merchantCode, merchant);
    this.pending = this.token ? null : readPending(sessionStore.get(PENDING_LOGIN_KEY));
  }

  /** The device id every login, free play and registration sends (spec/shell.md §3). */
  get device(): string {
    return this.deviceId;
  }

  /** The token calls carry: the session's, or the held login's while the forced password change is open. */
  get requestToken(): string | null {
    return this.token ?? this.pending?.token ?? null;
  }

  /** Where an ended session reloads: the site root, or the agent page when the source is agent (§4). */
  get signOutTarget(): string {
    return this.storage.get(SOURCE_KEY) === 'agent' ? AGENT_SIGN_OUT_PAGE : '/';
  }

  /** A balance refresh is waiting or under way (aria-busy on the refresh button; a click then does nothing). */
  get balanceRefreshing(): boolean {
    return this.refreshScheduled || this.balanceLoads > 0;
  }

  /** Agent types 4, 40, 41, 42 load no consolidated balance (nor unread messages; spec/shell.md §6). */
  get loadsBalance(): boolean {
    return this.isLoggedIn && !NO_BALANCE_AGENT_TYPES.includes(this.isAgent ?? -1);
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

  /**
   * Logging out or logged out on this page: a refusal of the token ends nothing more (ErrorPresenter shows no "login
   * expired" dialog to a member who has just left).
   */
  get leaving(): boolean {
    return this.signingOut || this.signedOut;
  }

  /** A login succeeded: store the token (the login state is true while a token exists) and the username. */
  acceptToken(token: string, username: string | null): void {
    this.signedOut = false;
    this.pending = null;
    this.sessionStore.set(PENDING_LOGIN_KEY, null);
    this.token = token;
    this.storage.set(STORAGE_KEYS.token, token);
    if (username) this.storage.set(STORAGE_KEYS.username, username);
  }

  /** Hold a login in session storage until the forced password change succeeds (spec/shell.md §4). */
  holdForPasswordChange(pending: PendingLogin): void {
    this.signedOut = false;
    this.pending = pending;
    this.sessionStore.set(PENDING_LOGIN_KEY, JSON.stringify(pending));
  }

  /** The password was changed: the held login becomes the session. */
  releasePending(): PendingLogin | null {
    const held = this.pending;
    if (held) this.acceptToken(held.token, held.username);
    return held;
  }

  /**
   * Resolves once member info is known or the session has ended: right after a login the token is there before the
   * member's type (free play or not). Resolves anyway after {@link MEMBER_WAIT_MS} (member info that never came).
   */
  memberKnown(): Promise<void> {
    return when(() => this.member !== null || !this.isLoggedIn, { timeout: MEMBER_WAIT_MS }).catch(
      () => undefined,
    );
  }

  /** Load member info and balance after a login (or a restore). */
  async completeLogin(): Promise<MemberInfo> {
    return this.loadMember();
  }

  /** Log out: the server call may fail, the local session ends regardless. */
  async logout(): Promise<void> {
    if (this.token) {
      this.signingOut = true;
      try {
        await this.api.call(logout, { alerts: false });
      } catch (error) {
        console.warn('[session] logout call failed', isApiError(error) ? error.message : error);
      }
    }
    runInAction(() => {
      if (this.token) this.signedOut = true;
      this.clear();
      this.signingOut = false;
    });
  }

  /**
   * Forget the session locally: logout, an invalid session and a 401 all end here (spec/shell.md §4). Local and
   * session storage are cleared except {@link KEPT_STORAGE_KEYS} (the merchant code among them).
   */
  clear(): void {
    const hadSession = this.token !== null;
    this.token = null;
    this.pending = null;
    this.member = null;
    this.balance = null;
    this.funds = null;
    this.balanceError = null;
    this.storage.clearExcept(KEPT_STORAGE_KEYS);
    this.sessionStore.clearExcept([]);
    this.storage.set(STORAGE_KEYS.merchantCode, this.merchant);
    if (hadSession) this.events.publish('session.changed', { account: null });
  }

  /** Ask for a balance refresh: runs after 500 ms, at most once a second. */
  scheduleBalanceRefresh(): void {
    if (!this.loadsBalance || this.refreshTimer) return;
    this.refreshScheduled = true;
    const wait = Math.max(
      BALANCE_REFRESH_DELAY_MS,
      this.lastRefreshAt + BALANCE_REFRESH_THROTTLE_MS - this.clock(),
    );
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      runInAction(() => (this.refreshScheduled = false));
      void this.refreshBalance();
    }, wait);
  }

  /**
   * Reload the wallets and the consolidated funds now, together. A failure keeps the last figures and records a
   * readable message.
   */
  async refreshBalance(): Promise<void> {
    if (!this.loadsBalance) return;
    this.lastRefreshAt = this.clock();
    this.balanceLoads += 1;
    const token = this.token;
    const [wallets, funds] = await Promise.allSettled([
      this.api.call(getBalance, { params: { typeId: 0 } }),
      this.api.call(getConsolidatedFunds),
    ]);
    runInAction(() => {
      this.balanceLoads -= 1;
      // The session ended (or changed) meanwhile: these figures are not the current member's.
      if (this.token !== token) return;
      const failed = [wallets, funds].find((r) => r.status === 'rejected');
      if (wallets.status === 'fulfilled') this.balance = wallets.value;
      if (funds.status === 'fulfilled') this.funds = funds.value;
      this.balanceError = failed ? errorText(failed.reason) : null;
    });
    if (wallets.status === 'fulfilled' && this.token === token)
      this.events.publish('wallet.refreshed', { sumBalance: wallets.value.sumBalance });
  }

  /** Stop timers (tests, teardown). */
  dispose(): void {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
    this.refreshScheduled = false;
  }

  private async loadMember(): Promise<MemberInfo> {
    const member = await this.api.call(getMemberInfo);
    runInAction(() => {
      this.member = member;
      this.storage.set(STORAGE_KEYS.account, member.account);
      this.storage.set(STORAGE_KEYS.agentType, String(member.type));
    });
    this.events.publish('session.changed', { account: member.account });
    await this.refreshBalance();
    return member;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function readPending(raw: string | null): PendingLogin | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingLogin>;
    return typeof value.token === 'string' && typeof value.username === 'string'
      ? { token: value.token, username: value.username, defaultPassword: value.defaultPassword === true }
      : null;
  } catch {
    return null;
  }
}
