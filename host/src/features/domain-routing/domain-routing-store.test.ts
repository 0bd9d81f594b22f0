import { setupSandboxServer } from '@wl/sandbox/testing';
import { http, HttpResponse } from 'msw';
import { startTestRoot } from '../access/access-test-root';
import { DOMAIN_PROBE_MAX, DOMAIN_PROBE_TIMEOUT_MS } from './constants';
import {
  candidateOrigins,
  DomainRoutingStore,
  pickRandom,
  redirectUrl,
  type PageLocation,
} from './domain-routing-store';
import { DomainRoutingLauncher } from './domain-routing-launcher';
import { fetchPing } from './ping-probe';

const { server } = setupSandboxServer();

/** Sets the demo merchant's domain route list through the sandbox's admin hook. */
async function setRoutes(domains: string[]): Promise<void> {
  const response = await fetch('http://localhost/__sandbox/domain-routes/demo', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ domains }),
  });
  expect(response.ok).toBe(true);
}

const HERE: PageLocation = {
  origin: 'https://www.site.example',
  protocol: 'https:',
  pathname: '/promotions',
  search: '?lang=cimode&affiliateCode=AFF7&referralCode=REF9',
  hash: '#top',
};

async function setup(location: PageLocation = HERE) {
  const { root } = await startTestRoot();
  const pings: { origin: string; signal: AbortSignal; resolve: (ok: boolean) => void }[] = [];
  const timers: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const redirects: string[] = [];
  const store = new DomainRoutingStore({
    api: root.api,
    location,
    ping: (origin, signal) => new Promise((resolve) => pings.push({ origin, signal, resolve })),
    redirect: (url) => redirects.push(url),
    random: () => 0.5,
    schedule: (fn, ms) => {
      const timer = { fn, ms, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
  });
  const probing = store.probe();
  // Let the list arrive and the pings start.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await waitFor(() => store.status !== 'loading');
  return { store, pings, timers, redirects, probing };
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('which domains are candidates', () => {
  it('keeps well-formed http(s) entries only, once each; a bare host name takes the page protocol', () => {
    expect(
      candidateOrigins(
        [
          'https://a.example.com/path',
          'https://a.example.com',
          'b.example.com',
          'javascript:alert(1)',
          'ftp://c.example.com',
          '//d.example.com',
          'https:\\\\e.example.com',
          ' ',
        ],
        'http:',
      ),
    ).toEqual(['https://a.example.com', 'http://b.example.com']);
  });

  it('picks at most 10, at random, each once, only from the list', () => {
    expect(DOMAIN_PROBE_MAX).toBe(10);
    const items = Array.from({ length: 14 }, (_, i) => `d${i}`);
    const first = pickRandom(items, DOMAIN_PROBE_MAX, () => 0);
    expect(first).toEqual(items.slice(0, 10));
    const picked = pickRandom(items, DOMAIN_PROBE_MAX, () => 0.99);
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
    expect(picked.every((item) => items.includes(item))).toBe(true);
    expect(picked).not.toEqual(first);
    expect(pickRandom(['x', 'y'], DOMAIN_PROBE_MAX)).toHaveLength(2);
  });

  it('redirects to the same page, affiliate and referral codes kept', () => {
    expect(redirectUrl('http://alt.example.com:8081', HERE)).toBe(
      'http://alt.example.com:8081/promotions?affiliateCode=AFF7&referralCode=REF9&lang=cimode#top',
    );
    expect(redirectUrl('https://b.example.com', { ...HERE, pathname: '/', search: '', hash: '' })).toBe(
      'https://b.example.com/',
    );
  });
});

describe('DomainRoutingStore', () => {
  it('pings at most 10 random listed origins, never the current one nor an unlisted or malformed one', async () => {
    const listed = Array.from({ length: 12 }, (_, i) => `https://line${i}.example.com`);
    await setRoutes([...listed, HERE.origin, 'javascript:alert(1)', '//hostile.example.com']);
    const { store, pings } = await setup();
    expect(store.status).toBe('probing');
    expect(pings).toHaveLength(10);
    expect(new Set(pings.map((p) => p.origin)).size).toBe(10);
    expect(pings.every((p) => listed.includes(p.origin))).toBe(true);
    expect(store.candidates).toEqual(pings.map((p) => p.origin));
  });

  it('the first candidate to answer wins; the others are stopped; Retry goes there with the codes', async () => {
    await setRoutes(['https://one.example.com', 'https://two.example.com', 'https://three.example.com']);
    const { store, pings, redirects, probing } = await setup();
    const [one, two, three] = pings.map((p) => p)!;
    one!.resolve(false);
    three!.resolve(true);
    await flush();
    expect(store.reachable).toBe(three!.origin);
    expect(store.status).toBe('found');
    expect(two!.signal.aborted).toBe(true);
    two!.resolve(true);
    await probing;
    expect(store.reachable).toBe(three!.origin);
    expect(redirects).toEqual([]);
    store.retry();
    store.retry();
    expect(redirects).toEqual([
      `${three!.origin}/promotions?affiliateCode=AFF7&referralCode=REF9&lang=cimode#top`,
    ]);
    expect(store.status).toBe('redirecting');
  });

  it('Retry while probing waits for the first answer, then goes', async () => {
    await setRoutes(['https://one.example.com', 'https://two.example.com']);
    const { store, pings, redirects } = await setup();
    store.retry();
    expect(store.retryPending).toBe(true);
    expect(redirects).toEqual([]);
    pings[1]!.resolve(true);
    await flush();
    expect(redirects).toEqual([
      `${pings[1]!.origin}/promotions?affiliateCode=AFF7&referralCode=REF9&lang=cimode#top`,
    ]);
  });

  it('a candidate silent for 10 s is unreachable; none reachable: Retry picks again', async () => {
    await setRoutes(['https://silent.example.com', 'https://down.example.com']);
    const { store, pings, timers, redirects, probing } = await setup();
    expect(timers.map((t) => t.ms)).toEqual([DOMAIN_PROBE_TIMEOUT_MS, DOMAIN_PROBE_TIMEOUT_MS]);
    expect(DOMAIN_PROBE_TIMEOUT_MS).toBe(10_000);
    pings[1]!.resolve(false);
    await flush();
    expect(store.status).toBe('probing');
    expect(store.settled).toBe(1);
    timers[0]!.fn();
    await probing;
    expect(pings[0]!.signal.aborted).toBe(true);
    expect(store.status).toBe('none');
    expect(store.settled).toBe(2);
    // A late answer after the timeout changes nothing.
    pings[0]!.resolve(true);
    await flush();
    expect(store.reachable).toBeNull();

    store.retry();
    await waitFor(() => pings.length === 4);
    expect(store.status).toBe('probing');
    pings[2]!.resolve(true);
    await flush();
    expect(redirects).toHaveLength(1);
  });

  it('an empty or unreadable list leaves nowhere to go', async () => {
    await setRoutes(['ftp://x.example.com']);
    const { store, pings } = await setup();
    expect(store.status).toBe('none');
    expect(pings).toEqual([]);
    server.use(http.get('*/wps/system/domainRoute', () => HttpResponse.json({}, { status: 500 })));
    store.retry();
    await waitFor(() => store.status === 'none' && !store.retryPending);
    expect(pings).toEqual([]);
  });

  it('dispose aborts the pings and ignores late answers', async () => {
    await setRoutes(['https://one.example.com']);
    const { store, pings, redirects } = await setup();
    store.retry();
    store.dispose();
    expect(pings[0]!.signal.aborted).toBe(true);
    pings[0]!.resolve(true);
    await flush();
    expect(store.reachable).toBeNull();
    expect(redirects).toEqual([]);
  });
});

describe('fetchPing', () => {
  const signal = () => new AbortController().signal;

  it("is reachable when the candidate answers the platform's success envelope", async () => {
    await expect(fetchPing('http://alt1.localhost:8080', signal())).resolves.toBe(true);
  });

  it('is unreachable on a network error, an HTTP error, a failure envelope or anything else', async () => {
    server.use(http.get('http://gone.example.com/wps/system/test/ping', () => HttpResponse.error()));
    await expect(fetchPing('http://gone.example.com', signal())).resolves.toBe(false);
    server.use(
      http.get('http://err.example.com/wps/system/test/ping', () => new HttpResponse(null, { status: 502 })),
    );
    await expect(fetchPing('http://err.example.com', signal())).resolves.toBe(false);
    server.use(
      http.get('http://no.example.com/wps/system/test/ping', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'x', value: null }),
      ),
    );
    await expect(fetchPing('http://no.example.com', signal())).resolves.toBe(false);
    server.use(http.get('http://parked.example.com/wps/system/test/ping', () => HttpResponse.text('<html>')));
    await expect(fetchPing('http://parked.example.com', signal())).resolves.toBe(false);
  });
});

describe('DomainRoutingLauncher', () => {
  it('opens with the first message, until closed', () => {
    const launcher = new DomainRoutingLauncher();
    launcher.show('first');
    launcher.show('second');
    expect(launcher.message).toBe('first');
    launcher.close();
    expect(launcher.message).toBeNull();
    launcher.show('again');
    expect(launcher.message).toBe('again');
  });
});
