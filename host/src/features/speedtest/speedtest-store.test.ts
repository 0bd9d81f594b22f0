import { setupSandboxServer } from '@wl/sandbox/testing';
import { startTestRoot } from '../access/access-test-root';
import {
  RETEST_LOADER_MS,
  speedClass,
  SPEED_FAST_MAX_MS,
  SPEED_NORMAL_MAX_MS,
  SPEED_TEST_START_DELAY_MS,
  SPEED_UNREACHABLE,
} from './constants';
import { lineOrigin } from '../../lib/line-origin';
import { SpeedTestStore } from './speedtest-store';

setupSandboxServer();

describe('speed colours (spec/shell.md §4, §9)', () => {
  it('0 unreachable, up to 80 fast, above 80 up to 150 normal, above 150 slow', () => {
    expect([SPEED_UNREACHABLE, SPEED_FAST_MAX_MS, SPEED_NORMAL_MAX_MS]).toEqual([0, 80, 150]);
    expect(speedClass(0)).toBe('unreachable');
    expect(speedClass(1)).toBe('fast');
    expect(speedClass(80)).toBe('fast');
    expect(speedClass(81)).toBe('normal');
    expect(speedClass(150)).toBe('normal');
    expect(speedClass(151)).toBe('slow');
    expect(speedClass(10_000)).toBe('slow');
  });

  it('takes http(s) addresses only; a bare host name gets the page protocol', () => {
    expect(lineOrigin('http://a.example.com:8080/x')).toBe('http://a.example.com:8080');
    expect(lineOrigin('b.example.com', 'http:')).toBe('http://b.example.com');
    expect(lineOrigin('javascript:alert(1)')).toBeNull();
    expect(lineOrigin('  ')).toBeNull();
  });
});

describe('SpeedTestStore', () => {
  async function setup() {
    const { root } = await startTestRoot();
    const timers: { fn: () => void; ms: number }[] = [];
    const probes: { origin: string; resolve: (ms: number) => void }[] = [];
    const redirects: string[] = [];
    const store = new SpeedTestStore({
      api: root.api,
      probe: (origin) => new Promise((resolve) => probes.push({ origin, resolve })),
      redirect: (url) => redirects.push(url),
      schedule: (fn, ms) => {
        timers.push({ fn, ms });
        return () => {};
      },
    });
    await store.start();
    return { store, timers, probes, redirects };
  }

  it('lists the domain route addresses and times each 500 ms after the start', async () => {
    const { store, timers, probes } = await setup();
    expect(store.lines.map((line) => new URL(line.origin).hostname)).toEqual([
      '127.0.0.1',
      'line2.localhost',
      'slow.localhost',
      'nologo.localhost',
      'down.localhost',
    ]);
    expect(probes).toHaveLength(0);
    expect(timers.map((timer) => timer.ms)).toEqual([SPEED_TEST_START_DELAY_MS]);
    timers[0]!.fn();
    expect(probes).toHaveLength(5);
    probes[0]!.resolve(12);
    probes[2]!.resolve(420);
    probes[4]!.resolve(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.lines.map((line) => store.classOf(line))).toEqual([
      'fast',
      null,
      'slow',
      null,
      'unreachable',
    ]);
  });

  it('re-test: the loader for 1 s, every line timed afresh, late answers of the round before ignored', async () => {
    const { store, timers, probes } = await setup();
    timers[0]!.fn();
    store.retest();
    expect(store.retesting).toBe(true);
    store.retest();
    expect(timers.map((timer) => timer.ms)).toEqual([SPEED_TEST_START_DELAY_MS, RETEST_LOADER_MS]);
    expect(probes).toHaveLength(10);
    probes[0]!.resolve(5); // the first round's answer, too late
    probes[5]!.resolve(99);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.lines[0]!.speed).toBe(99);
    expect(store.classOf(store.lines[0]!)).toBe('normal');
    timers[1]!.fn();
    expect(store.retesting).toBe(false);
  });

  it('enters the site at a line', async () => {
    const { store, redirects } = await setup();
    store.enter(store.lines[1]!);
    expect(redirects).toEqual([`${store.lines[1]!.origin}/`]);
  });
});
