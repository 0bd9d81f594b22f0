import type { ApiClient } from '@wl/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { getDomainRoute } from '../../api/domain-route';
import { lineOrigin } from '../../lib/line-origin';
import { CARRIED_CODES, DOMAIN_PROBE_MAX, DOMAIN_PROBE_TIMEOUT_MS } from './constants';
import type { DomainPing } from './ping-probe';

/** Where the player is: the page a redirect keeps. */
export interface PageLocation {
  origin: string;
  protocol: string;
  pathname: string;
  search: string;
  hash: string;
}

/** What the store needs from the shell. */
export interface DomainRoutingDeps {
  api: ApiClient;
  ping: DomainPing;
  location: PageLocation;
  /** Leave for another domain. */
  redirect(url: string): void;
  /** A number in [0, 1) (Math.random). */
  random?(): number;
  schedule?(fn: () => void, ms: number): () => void;
}

/**
 * `loading`: reading the list; `probing`: pinging; `found`: one answered; `none`: none answered (or no list);
 * `redirecting`: leaving for the one found.
 */
export type DomainRoutingStatus = 'idle' | 'loading' | 'probing' | 'found' | 'none' | 'redirecting';

const defaultSchedule = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * The origins a listed entry may lead to: well-formed http(s) entries only (an origin, or a bare host name taking the
 * page's protocol, as the speed test reads them). A protocol-relative or back-slashed entry is refused rather than
 * guessed at.
 */
export function candidateOrigins(domainNames: readonly string[], protocol: string): string[] {
  const origins = domainNames.flatMap((name) =>
    /^\s*[/\\]|\\/.test(name) ? [] : (lineOrigin(name, protocol) ?? []),
  );
  return [...new Set(origins)];
}

/** Up to `max` of `items`, in random order (a partial Fisher-Yates shuffle). */
export function pickRandom<T>(items: readonly T[], max: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const count = Math.min(max, pool.length);
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** The same page at `origin`: path, query and hash kept, the affiliate and referral codes among them. */
export function redirectUrl(origin: string, location: PageLocation): string {
  const target = new URL(`${location.pathname}${location.hash}`, origin);
  const query = new URLSearchParams(location.search);
  // The codes go first, so a long query never hides them; every other parameter (lang, ...) follows.
  const params = new URLSearchParams();
  for (const code of CARRIED_CODES) {
    const value = query.get(code);
    if (value) params.set(code, value);
    query.delete(code);
  }
  for (const [key, value] of query) params.append(key, value);
  target.search = params.toString();
  return target.href;
}

/**
 * Domain routing (spec/shell.md §4, §8, §9): on `domain_not_available`, up to {@link DOMAIN_PROBE_MAX} random
 * candidates of the server's domain route list are pinged ({@link DOMAIN_PROBE_TIMEOUT_MS} each); Retry goes to the
 * first that answered, on the same page with the affiliate and referral codes. Only origins the server listed are
 * ever requested or gone to; the domain the player is on is not a candidate.
 */
export class DomainRoutingStore {
  status: DomainRoutingStatus = 'idle';
  /** The candidates of this round. */
  candidates: string[] = [];
  /** How many of them have answered or given up. */
  settled = 0;
  /** The first candidate that answered. */
  reachable: string | null = null;
  /** Retry was pressed before a candidate answered: go as soon as one does. */
  retryPending = false;
  private round = 0;
  private readonly aborts = new Set<() => void>();

  constructor(private readonly deps: DomainRoutingDeps) {
    makeAutoObservable<DomainRoutingStore, 'deps' | 'round' | 'aborts'>(this, {
      deps: false,
      round: false,
      aborts: false,
    });
  }

  /** Probing is under way (list or pings). */
  get busy(): boolean {
    return this.status === 'loading' || this.status === 'probing';
  }

  /** Read the list and ping the candidates; the first to answer is kept. */
  async probe(): Promise<void> {
    const round = this.startRound();
    let names: string[];
    try {
      names = (await this.deps.api.call(getDomainRoute)).map((route) => route.domainName);
    } catch {
      // The list could not be read (the client has shown why): nowhere to go.
      names = [];
    }
    if (round !== this.round) return;
    const own = this.deps.location.origin;
    const origins = candidateOrigins(names, this.deps.location.protocol).filter((origin) => origin !== own);
    runInAction(() => {
      this.candidates = pickRandom(origins, DOMAIN_PROBE_MAX, this.deps.random);
      this.status = this.candidates.length ? 'probing' : 'none';
      if (!this.candidates.length) this.retryPending = false;
    });
    await Promise.all(this.candidates.map((origin) => this.pingOne(origin, round)));
    if (round !== this.round) return;
    runInAction(() => {
      if (this.status !== 'probing') return;
      this.status = 'none';
      // Nothing to go to: Retry may be pressed again (a new pick).
      this.retryPending = false;
    });
  }

  /**
   * Retry (the dialog's button): go to the reachable candidate; while probing, go as soon as one answers; when none
   * answered, probe again (a new random pick).
   */
  retry(): void {
    if (this.status === 'redirecting' || this.retryPending) return;
    if (this.reachable) return this.go(this.reachable);
    this.retryPending = true;
    if (!this.busy) void this.probe();
  }

  /** The dialog is closed: pings are aborted, late answers ignored. */
  dispose(): void {
    this.round += 1;
    this.abortAll();
  }

  private startRound(): number {
    this.dispose();
    this.status = 'loading';
    this.candidates = [];
    this.settled = 0;
    this.reachable = null;
    return this.round;
  }

  private async pingOne(origin: string, round: number): Promise<void> {
    const controller = new AbortController();
    let timedOut!: () => void;
    const timeout = new Promise<boolean>((resolve) => (timedOut = () => resolve(false)));
    const cancelTimer = (this.deps.schedule ?? defaultSchedule)(() => {
      controller.abort();
      timedOut();
    }, DOMAIN_PROBE_TIMEOUT_MS);
    const abort = () => {
      cancelTimer();
      controller.abort();
      timedOut();
    };
    this.aborts.add(abort);
    const answered = await Promise.race([this.deps.ping(origin, controller.signal), timeout]);
    cancelTimer();
    this.aborts.delete(abort);
    if (round !== this.round) return;
    runInAction(() => {
      this.settled += 1;
      if (!answered || this.reachable) return;
      this.reachable = origin;
      this.status = 'found';
    });
    if (answered && this.reachable === origin) {
      // The others need not finish: the first answer decides.
      this.abortAll();
      if (this.retryPending) this.go(origin);
    }
  }

  private abortAll(): void {
    const aborts = [...this.aborts];
    this.aborts.clear();
    for (const abort of aborts) abort();
  }

  private go(origin: string): void {
    this.status = 'redirecting';
    this.retryPending = false;
    this.deps.redirect(redirectUrl(origin, this.deps.location));
  }
}
