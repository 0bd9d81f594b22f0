import { expect, test, type Page } from './policy-watch';
import { EXTERNAL_RUNTIME_MARKER, RUNTIME_LIBRARY_MARKER } from '../federation-markers.mjs';
import { federationReport, holdRoute, logIn, resetSandbox, revealHomeWidgets } from './support';

// Issue 7: one module-federation runtime per page, and the server's preload hints (deploy/src/first-visit.mjs) name
// exactly the files the route then uses. Timings belong to the benchmark (pnpm bench:lighthouse), not here.

/** Chrome's console warning for a preload nobody used (issued a few seconds after load). */
const UNUSED_PRELOAD = /preloaded using link preload but not used/;

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Every script the page downloads, with its text, and how often each URL was requested. */
function recordScripts(page: Page) {
  const bodies = new Map<string, Promise<string>>();
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
      bodies.set(
        new URL(response.url()).pathname,
        response.text().catch(() => ''),
      );
    }
  });
  return { bodies, requests };
}

/** The first screen of the home page: the banner and the games entry (the lottery panel waits below the fold). */
async function homeRendered(page: Page) {
  await expect(page.getByTestId('banner-carousel').getByRole('img').first()).toBeVisible();
  await expect(page.getByTestId('games-entry')).toBeVisible();
}

test('the home page loads one module-federation runtime for the host and its three remotes', async ({
  page,
}) => {
  const { bodies } = recordScripts(page);
  await page.goto('/');
  await homeRendered(page);
  await revealHomeWidgets(page);
  await expect(page.getByTestId('countdown-panel')).toBeVisible();
  const withLibrary: string[] = [];
  const usingHosts: string[] = [];
  for (const [path, body] of bodies) {
    const text = await body;
    if (text.includes(RUNTIME_LIBRARY_MARKER)) withLibrary.push(path);
    if (text.includes(EXTERNAL_RUNTIME_MARKER)) usingHosts.push(path);
  }
  // @module-federation's runtime-core is in one host file; each remote entry uses that one (externalRuntime).
  expect(withLibrary).toHaveLength(1);
  expect(withLibrary[0]).not.toMatch(/^\/remotes\//);
  const entries = [...bodies.keys()].filter((path) => path.endsWith('/remoteEntry.js'));
  expect(entries.map((path) => path.split('/')[2]).sort()).toEqual(['games-lobby', 'lottery', 'promotions']);
  expect(usingHosts.filter((path) => path.startsWith('/remotes/')).sort()).toEqual(entries.sort());
  // One instance loads remotes (the host's); the three containers were started on its share scope, where every
  // singleton is the host's.
  const report = await federationReport(page);
  expect(report.hosts).toEqual(['host']);
  expect(report.loaded).toEqual(['games_lobby', 'lottery', 'promotions']);
  expect(report.shared['react']?.from).toEqual(['host']);
});

test('the files a page starts with ask the browser to compile their functions off the main thread', async ({
  page,
}) => {
  const { bodies } = recordScripts(page);
  await page.goto('/lottery');
  await expect(page.getByTestId('lottery-lobby')).toBeVisible();
  const preloaded = await page.$$eval('link[rel="preload"][as="script"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  // The host's main.js and bootstrap chunk, the lottery's remoteEntry.js and first route; not the language files
  // (texts, the host's date and number formatting). V8's compile hint for the whole file (@wl/mf-config
  // COMPILE_HINT) must be its first line, which minification would otherwise drop.
  const main = await page.$eval(
    'script[src*="/main."]',
    (script) => new URL((script as HTMLScriptElement).src).pathname,
  );
  expect(main).toMatch(/^\/main\.[0-9a-f]{8}\.js$/);
  const starting = [
    main,
    ...preloaded.filter((path) => !/\/(\w+-)?(texts-[A-Z]{2}|formatting)\./.test(path)),
  ];
  expect(starting).toEqual(
    expect.arrayContaining([main, expect.stringMatching(/^\/remotes\/lottery\/.*\/remoteEntry\.js$/)]),
  );
  for (const path of starting)
    expect((await bodies.get(path))?.split('\n', 1)[0], path).toBe('//# allFunctionsCalledOnLoad');
});

test('a first visit in CN downloads the CN texts only, not their EN fallback', async ({ page }) => {
  // Every language the host carries has every key (locales-complete.test.ts): its fallbacks are never fetched.
  const { requests } = recordScripts(page);
  await page.goto('/');
  await homeRendered(page);
  await page.waitForLoadState('networkidle');
  const texts = [...requests.keys()].filter((path) => /\/host-texts-/.test(path));
  expect(texts.map((path) => /host-texts-([A-Z]+)/.exec(path)?.[1])).toEqual(['CN']);
  // Switched to EN, the EN texts come then.
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => [...requests.keys()].some((path) => path.includes('/host-texts-EN'))).toBe(true);
});

test("a returning visitor's stored language comes with the page, and is the one the page uses", async ({
  page,
  context,
}) => {
  // The host mirrors the stored language in the wl_lang cookie (LanguageStore); the site server reads it.
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((cookie) => cookie.name === 'wl_lang')?.value).toBe('EN');
  const { requests } = recordScripts(page);
  await page.goto('/');
  await homeRendered(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const preloads = await page.$$eval('link[rel="preload"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  const texts = preloads.filter((path) => /texts-[A-Z]{2}\./.test(path));
  expect(texts.map((path) => /texts-([A-Z]{2})\./.exec(path)?.[1])).toEqual(['EN', 'EN', 'EN']);
  for (const path of texts) expect(requests.get(path), path).toBe(1);
});

test("on / the carousel's code, the quick links and the chat are fetched only after the first screen's picture has painted", async ({
  page,
}) => {
  await page.goto('/');
  await homeRendered(page);
  await expect(page.getByTestId('banner-carousel').locator('.pr-banners__swiper')).toBeVisible();
  await expect(page.getByTestId('quick-links')).toBeVisible();
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  const { banner, picture, starts } = await page.evaluate(async () => {
    const buffered = (type: string) =>
      new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type, buffered: true }),
      );
    type Painted = PerformanceEntry & { identifier?: string; url?: string; renderTime: number };
    const elements = (await buffered('element')) as Painted[];
    const largest = (await buffered('largest-contentful-paint')) as Painted[];
    const start = (chunk: string) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        new URL(entry.name).pathname.split('/').pop()!.startsWith(`${chunk}.`),
      )?.startTime ?? -1;
    return {
      banner: elements.find((entry) => entry.identifier === 'pr-first-banner')?.renderTime ?? -1,
      // The first image the browser reported as the largest paint (the shell's wait, host/src/app/first-screen.ts).
      picture: Math.min(...largest.filter((entry) => entry.url).map((entry) => entry.startTime)),
      starts: {
        swiper: start('widget-banner-swiper'),
        quickLinks: start('quick-links'),
        chat: start('chat-widget'),
      },
    };
  });
  expect(banner).toBeGreaterThan(0);
  expect(starts.swiper).toBeGreaterThanOrEqual(banner);
  expect(starts.quickLinks).toBeGreaterThanOrEqual(picture);
  expect(starts.chat).toBeGreaterThanOrEqual(picture);
});

test("on /electron the first screen's game icons are requested before the vendor strip's logos", async ({
  page,
}) => {
  await page.goto('/electron');
  const lobby = page.getByTestId('games-lobby');
  await expect(lobby.getByRole('article').first().locator('img')).toBeVisible();
  // A resource's timing entry is listed once its response has ended: wait for one of each kind.
  const firstStart = (folder: string) =>
    page.evaluate(
      (folder) =>
        Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.includes(folder))
            .map((entry) => entry.startTime),
        ),
      folder,
    );
  await expect.poll(() => firstStart('/img/game/')).toBeLessThan(Infinity);
  await expect.poll(() => firstStart('/img/vendor/')).toBeLessThan(Infinity);
  const starts = { games: await firstStart('/img/game/'), vendors: await firstStart('/img/vendor/') };
  expect(starts.vendors).toBeGreaterThan(starts.games);
});

/** Text only decimal.js contains (its error prefix): a script carrying it is decimal.js. */
const DECIMAL_MARKER = '[DecimalError]';

test("a visitor's first screen does not download decimal.js; the winner board below the fold brings it", async ({
  page,
}) => {
  // Money formatting is @wl/ui/money, and decimal.js a singleton the host loads only for a page that shows money.
  const { bodies } = recordScripts(page);
  const withDecimal = async () => {
    const found: string[] = [];
    for (const [path, body] of bodies) if ((await body).includes(DECIMAL_MARKER)) found.push(path);
    return found;
  };
  await page.goto('/');
  await homeRendered(page);
  await page.waitForLoadState('networkidle');
  expect(await withDecimal()).toEqual([]);
  // Scrolled near, the winner board shows money: the host's one copy comes then.
  await revealHomeWidgets(page);
  await expect(page.getByTestId('winner-board').getByRole('table')).toBeVisible();
  await expect.poll(withDecimal).toHaveLength(1);
});

for (const [route, remotes, ready] of [
  ['/', ['games-lobby', 'promotions'], homeRendered],
  ['/lottery', ['lottery'], (page: Page) => expect(page.getByTestId('lottery-lobby')).toBeVisible()],
] as const) {
  test(`on ${route} every preloaded file is one the page then uses, fetched once`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    const { requests } = recordScripts(page);
    await page.goto(route);
    await ready(page);
    const preloads = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    // The route's remotes, and no other, are hinted: manifest and remoteEntry.js of each.
    const hinted = [...new Set(preloads.flatMap((path) => path.match(/^\/remotes\/([a-z-]+)\//)?.[1] ?? []))];
    expect(hinted.sort()).toEqual([...remotes]);
    for (const id of remotes) {
      expect(
        preloads.some((path) => path.startsWith(`/remotes/${id}/`) && path.endsWith('/mf-manifest.json')),
      ).toBe(true);
      expect(
        preloads.some((path) => path.startsWith(`/remotes/${id}/`) && path.endsWith('/remoteEntry.js')),
      ).toBe(true);
    }
    // The visitor's language (CN on a first visit) comes with the page: the shell's texts and each remote's.
    expect(preloads.filter((path) => /\/(host-)?texts-CN\.[0-9a-f]+\.js$/.test(path))).toHaveLength(
      1 + remotes.length,
    );
    // A preload the page did not use as-is would be requested a second time by the code that needs it.
    for (const path of preloads) expect(requests.get(path), path).toBe(1);
    // Chrome reports a preload left unused a few seconds after the load event.
    await page.waitForTimeout(3_500);
    expect(warnings.filter((text) => UNUSED_PRELOAD.test(text))).toEqual([]);
  });
}

/** The types of the event listeners on `window`, read through the Chrome DevTools protocol. */
async function windowListenerTypes(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  return listeners.map((listener) => listener.type);
}

test('no unload listener keeps the page out of the back/forward cache, also with the realtime connection open', async ({
  page,
}) => {
  // sockjs-client listened to the deprecated unload (Lighthouse best practices 81 on /lottery); it is patched to
  // pagehide (patches/sockjs-client@1.6.1.patch).
  const socket = page.waitForEvent('websocket');
  await logIn(page, 'player01');
  await socket;
  const types = await windowListenerTypes(page);
  expect(types).toContain('pagehide');
  expect(types).not.toContain('unload');
});

/** Layout shifts the page makes by itself (not after input), with the class names of what moved. */
async function recordLayoutShifts(
  page: Page,
): Promise<() => Promise<{ value: number; sources: string[] }[]>> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.className : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
}

test('on /promotions the cards do not move when the promo code form arrives after them', async ({ page }) => {
  // The order that used to shift the page (CLS 0.081 in Lighthouse): the list answers first, the promo code switch
  // later, and the form's own code later still. Both are held until the list is on the wire.
  const shifts = await recordLayoutShifts(page);
  const releaseSwitch = await holdRoute(page, '**/wps/promotion/promo-code/enable');
  const releaseForm = await holdRoute(page, '**/on-demand-promo-code.*.js');
  const listAnswered = page.waitForResponse((response) => response.url().includes('/wps/promotion/list'));
  await page.goto('/promotions?lang=cimode');
  await listAnswered;
  // The list waits for the switch: nothing to push down yet.
  await expect(page.getByTestId('promotions-page').getByRole('status')).toBeVisible();
  await expect(page.getByTestId('promotion-card')).toHaveCount(0);
  releaseSwitch();
  await expect(page.getByTestId('promotion-card').first()).toBeVisible();
  releaseForm();
  await expect(page.getByTestId('promo-code-form')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const moved = (await shifts()).filter((shift) =>
    shift.sources.some((name) => /\bpr-(cards|card)\b/.test(name)),
  );
  expect(moved).toEqual([]);
});

for (const width of [412, 1280]) {
  test(`on /lottery (${width} px wide) the results do not move when the current draw arrives`, async ({
    page,
  }) => {
    // The draw (numeros/near) answers last: the issue panel above the results shows its frame until then.
    await page.setViewportSize({ width, height: 823 });
    const shifts = await recordLayoutShifts(page);
    const release = await holdRoute(page, '**/lgw/numeros/near**');
    await page.goto('/lottery');
    await expect(page.getByTestId('lt-results')).toBeVisible();
    await expect(page.getByTestId('lt-bet')).toBeVisible();
    release();
    await expect(page.getByTestId('lt-current-numero')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const moved = (await shifts()).filter((shift) =>
      shift.sources.some((name) => /\blt-results\b/.test(name)),
    );
    expect(moved).toEqual([]);
  });
}
