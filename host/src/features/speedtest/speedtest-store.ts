import type { ApiClient } from '@wl/api-client';
import { LoadState } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { getDomainRoute } from '../../api/domain-route';
import { lineOrigin } from '../../lib/line-origin';
import { RETEST_LOADER_MS, speedClass, SPEED_TEST_START_DELAY_MS, type SpeedClass } from './constants';
import type { SpeedProbe } from './image-probe';

/** One alternate address and its measured time (null while it is being timed). */
export interface SpeedLine {
  /** The address's origin (`https://host[:port]`). */
  origin: string;
  speed: number | null;
}

/** What the page needs from the shell. */
export interface SpeedTestDeps {
  api: ApiClient;
  probe: SpeedProbe;
  /** Leave for another address. */
  redirect(url: string): void;
  /** The page's own protocol, for addresses the server lists without one. */
  protocol?: string;
  schedule?(fn: () => void, ms: number): () => void;
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * The line speed test (spec/shell.md §2, §4): the alternate addresses of the server's domain route list, each timed
 * by image 500 ms after the page opens; a re-test shows the loader for 1 s; each line can be entered.
 */
export class SpeedTestStore {
  readonly load = new LoadState();
  lines: SpeedLine[] = [];
  /** The re-test loader is up. */
  retesting = false;
  private round = 0;
  private cancels: (() => void)[] = [];

  constructor(private readonly deps: SpeedTestDeps) {
    makeAutoObservable<SpeedTestStore, 'deps' | 'round' | 'cancels'>(this, {
      deps: false,
      round: false,
      cancels: false,
    });
  }

  /** Load the addresses, then start the test after {@link SPEED_TEST_START_DELAY_MS}. */
  async start(): Promise<void> {
    await this.load.run(
      () => this.deps.api.call(getDomainRoute),
      (routes) => {
        const origins = routes.flatMap((route) => lineOrigin(route.domainName, this.deps.protocol) ?? []);
        this.lines = [...new Set(origins)].map((origin) => ({ origin, speed: null }));
      },
    );
    if (this.load.status !== 'ready') return;
    this.later(() => void this.testAll(), SPEED_TEST_START_DELAY_MS);
  }

  /** Test again: the loader shows for {@link RETEST_LOADER_MS} while the lines are timed afresh. */
  retest(): void {
    if (this.retesting) return;
    this.retesting = true;
    this.later(() => runInAction(() => (this.retesting = false)), RETEST_LOADER_MS);
    void this.testAll();
  }

  /** The colour of a line (null while it is timed). */
  classOf(line: SpeedLine): SpeedClass | null {
    return line.speed === null ? null : speedClass(line.speed);
  }

  /** Go to the site at that address. */
  enter(line: SpeedLine): void {
    this.deps.redirect(`${line.origin}/`);
  }

  /** The page is left: timers stop, late answers are ignored. */
  dispose(): void {
    this.round += 1;
    for (const cancel of this.cancels) cancel();
    this.cancels = [];
  }

  private async testAll(): Promise<void> {
    const round = ++this.round;
    this.lines = this.lines.map((line) => ({ ...line, speed: null }));
    await Promise.all(
      this.lines.map(async ({ origin }) => {
        const speed = await this.deps.probe(origin);
        if (round !== this.round) return;
        runInAction(() => {
          this.lines = this.lines.map((line) => (line.origin === origin ? { ...line, speed } : line));
        });
      }),
    );
  }

  private later(fn: () => void, ms: number): void {
    this.cancels.push((this.deps.schedule ?? defaultSchedule)(fn, ms));
  }
}
