import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, describe, it } from 'node:test';
import {
  BackendReader,
  firstScreenPictures,
  flagsOn,
  mainPictureFor,
  findMainPicture,
  HTML_LANG,
  logoOf,
  LOTTERY_COUNTDOWN_PLACEHOLDER,
  MAIN_SCRIPT_WAIT_MS,
  UNREPORTED_PAINT_WAIT_MS,
  readStartAnswers,
  LANGUAGE_COOKIE,
  remotesForPath,
  renderIndex,
  isReturningVisit,
  NAVIGATION_PRELOAD_HEADER,
  RTL_LANGUAGES,
  safePictureUrl,
  visitorLanguage,
} from '../src/first-visit.mjs';
import { readRemoteDescriptors, runtimeDescriptor } from '@wl/shell-contract/descriptors';
import { Registry } from '../src/registry.mjs';
import { createSiteServer } from '../src/server.mjs';
import { listen } from './site-fixture.mjs';

/** The page's nonce in these renders. */
const NONCE = 'n0nce';

/** Each remote's descriptor as published (its package.json `wl`). */
const DESCRIPTORS = Object.fromEntries(readRemoteDescriptors().map((d) => [d.id, runtimeDescriptor(d)]));
/** A runtime map as `wl-deploy publish` writes it, every remote with its descriptor. */
const MAP = Object.fromEntries(
  Object.entries(DESCRIPTORS).map(([id, descriptor]) => [
    id,
    { version: '1.0.0', entry: `/remotes/${id}/1.0.0/mf-manifest.json`, ...descriptor },
  ]),
);

describe('first visit (boot data and preload hints in index.html)', () => {
  it('knows which remotes a logged-out first visit of a path shows, from their descriptors in the map', () => {
    // The main picture's area first (the home page's banner is promotions').
    assert.deepEqual(remotesForPath('/', MAP), ['promotions', 'games-lobby']);
    assert.deepEqual(remotesForPath('/lottery/results', MAP), ['lottery']);
    assert.deepEqual(remotesForPath('/promotion', MAP), ['promotions']);
    assert.deepEqual(remotesForPath('/electron/', MAP), ['games-lobby']);
    assert.deepEqual(remotesForPath('/member/pointMall', MAP), []);
    assert.deepEqual(remotesForPath('/login', MAP), []);
    // Only what is mapped; an entry published without a descriptor (an older map) is preloaded nowhere.
    const { promotions, lottery } = MAP;
    assert.deepEqual(remotesForPath('/', { promotions }), ['promotions']);
    assert.deepEqual(remotesForPath('/lottery', { lottery: { version: '0.9.0', entry: lottery.entry } }), []);
  });

  it('reads flags as the host does: on only when every ancestor is on', () => {
    const on = flagsOn([
      { modId: 'A', enabled: 1, childrenNodes: [{ modId: 'B', enabled: true }] },
      { modId: 'C', enabled: 0, childrenNodes: [{ modId: 'D', enabled: 1 }] },
    ]);
    assert.deepEqual([...on].sort(), ['A', 'B']);
  });

  it('starts from the language the host will: ?lang=, then the cookie mirror of the stored one, then CN', () => {
    const known = ['CN', 'EN', 'TW'];
    const lang = (search, cookie) => visitorLanguage(new URLSearchParams(search), cookie, known);
    assert.equal(lang('', undefined), 'CN');
    assert.equal(lang('?lang=en', `${LANGUAGE_COOKIE}=TW`), 'EN');
    assert.equal(lang('', `theme=dark; ${LANGUAGE_COOKIE}=TW`), 'TW');
    assert.equal(lang('?lang=CIMODE', `${LANGUAGE_COOKIE}=TW`), 'cimode');
    // Codes the site does not have are passed over, as the host passes them over.
    assert.equal(lang('?lang=xx', `${LANGUAGE_COOKIE}=TW`), 'TW');
    assert.equal(lang('', `${LANGUAGE_COOKIE}=XX`), 'CN');
  });

  it('names the cookie as the host does', () => {
    const store = fs.readFileSync(
      new URL('../../host/src/stores/language-store.ts', import.meta.url),
      'utf8',
    );
    assert.match(store, new RegExp(`LANGUAGE_COOKIE = '${LANGUAGE_COOKIE}'`));
  });

  it('inlines boot data that cannot end the script element', () => {
    const html = renderIndex('<head></head>', {
      siteConfig: { defaultMerchant: '</script><b>' },
      remoteMap: {},
      nonce: NONCE,
      preloads: [{ href: '/a.js', as: 'script' }],
    });
    assert.ok(!html.includes('</script><b>'));
    // A failed preload is marked, for the host to drain before it retries the remote: by a script of the page, placed
    // before the links (the policy allows no inline handler).
    assert.match(
      html,
      /<script nonce="n0nce">\(function markFailedPreloads\(\) {[^<]*<\/script><link rel="preload" href="\/a.js" as="script" nonce="n0nce"><link rel="manifest" href="\/manifest.webmanifest"><\/head>/,
    );
    assert.ok(!html.includes('onerror'));
  });

  it("paints the first screen's pictures only from safe addresses, preloaded before the scripts' files", () => {
    const render = (pictures, rtl = false) =>
      renderIndex('<head></head><body><div id="root"></div></body>', {
        siteConfig: {},
        remoteMap: {},
        nonce: NONCE,
        preloads: [{ href: '/a.js', as: 'script' }],
        pictures,
        rtl,
      });
    const html = render([
      { slot: 'logo', src: '/img/logo.svg' },
      { slot: 'banner', src: '/img/banner.svg?a=1&b="2"', main: true },
    ]);
    assert.match(
      html,
      /<\/script><link rel="preload" href="\/img\/logo.svg" as="image" fetchpriority="high"[^>]*><link rel="preload" href="\/img\/banner.svg\?a=1&amp;b=&quot;2&quot;" as="image" fetchpriority="high"[^>]*><link rel="preload" href="\/a.js"/,
    );
    assert.match(
      html,
      /<div id="root"><\/div><div class="host-first-screen host-first-screen--logo" data-slot="logo" aria-hidden="true"><img src="\/img\/logo.svg" alt="" fetchpriority="high"><\/div><div class="host-first-screen host-first-screen--banner" data-slot="banner" aria-hidden="true"><img src="\/img\/banner.svg\?a=1&amp;b=&quot;2&quot;" alt="" fetchpriority="high"><\/div><\/body>/,
    );
    // A place of the slot's other than its first is the picture's data-variant.
    assert.match(
      render([{ slot: 'promotion', src: '/p.svg', variant: 'code', main: true }]),
      /<div class="host-first-screen host-first-screen--promotion" data-slot="promotion" data-variant="code" aria-hidden="true"><img src="\/p.svg"/,
    );
    // Mirrored in a right-to-left language, as the header is.
    assert.match(
      render([{ slot: 'logo', src: '/l.svg' }], true),
      /data-slot="logo" aria-hidden="true" dir="rtl">/,
    );
    for (const unsafe of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/png;base64,AA',
      42,
      null,
    ]) {
      assert.equal(safePictureUrl(unsafe), null, String(unsafe));
      assert.ok(!render([{ slot: 'logo', src: unsafe }]).includes('host-first-screen--'), String(unsafe));
    }
    assert.equal(safePictureUrl(' https://cdn.example/b.png '), 'https://cdn.example/b.png');
  });

  it('paints a text in its language, escaped, with no preload; an empty text not at all', () => {
    const render = (pictures, options = {}) =>
      renderIndex('<head></head><body><div id="root"></div></body>', {
        siteConfig: {},
        remoteMap: {},
        nonce: NONCE,
        preloads: [],
        pictures,
        ...options,
      });
    const html = render([{ slot: 'countdown', text: '--:--:--', main: true }], { lang: 'en' });
    assert.match(
      html,
      /<div id="root"><\/div><div class="host-first-screen host-first-screen--countdown" data-slot="countdown" aria-hidden="true" lang="en">--:--:--<\/div><\/body>/,
    );
    assert.ok(!html.includes('rel="preload"'));
    assert.match(
      render([{ slot: 'countdown', text: '<b>&' }], { lang: 'ar', rtl: true }),
      /data-slot="countdown" aria-hidden="true" dir="rtl" lang="ar">&lt;b>&amp;<\/div>/,
    );
    assert.ok(!render([{ slot: 'countdown', text: '' }]).includes('host-first-screen--'));
  });

  it("starts main.js after the page's painted main picture where the server paints one, and as built elsewhere", () => {
    const built = '<head><script defer src=/main.js></script></head><body><div id="root"></div></body>';
    const render = (pictures) =>
      renderIndex(built, {
        siteConfig: {},
        remoteMap: {},
        nonce: NONCE,
        preloads: [{ href: '/a.js', as: 'script' }],
        pictures,
      });
    const home = render([
      { slot: 'logo', src: '/logo.svg' },
      { slot: 'banner', src: '/b1.svg', main: true },
    ]);
    // Fetched with the page, after the pictures and before the other scripts; not a deferred script any more.
    assert.ok(!home.includes(' defer src=/main.js'));
    assert.match(
      home,
      /href="\/b1.svg" as="image"[^>]*><link rel="preload" href="\/main.js" as="script"[^>]*><link rel="preload" href="\/a.js"/,
    );
    assert.match(
      home,
      /data-slot="banner"[^]*<script nonce="n0nce">\(function startAfterMainPicture\([^<]*"\/main.js","banner"[^<]*<\/script><\/body>/,
    );
    // The promotions page's first card: the starter waits for that slot's picture.
    assert.match(
      render([{ slot: 'promotion', src: '/p.svg', main: true }]),
      /<script nonce="n0nce">\(function startAfterMainPicture\([^<]*"\/main.js","promotion"[^<]*<\/script><\/body>/,
    );
    // A painted text (the lottery lobby's countdown) is there with the first frame: main.js as built.
    const countdown = render([
      { slot: 'logo', src: '/logo.svg' },
      { slot: 'countdown', text: '--:--:--', main: true },
    ]);
    assert.match(
      countdown,
      /<script nonce="n0nce" defer src=\/main.js><\/script><script nonce="n0nce">window.__WL_BOOT__/,
    );
    assert.ok(!countdown.includes('startAfterMainPicture'));
    // Only the logo (another page): main.js as built.
    const lottery = render([{ slot: 'logo', src: '/logo.svg' }]);
    assert.match(
      lottery,
      /<script nonce="n0nce" defer src=\/main.js><\/script><script nonce="n0nce">window.__WL_BOOT__/,
    );
    assert.ok(!lottery.includes('href="/main.js"'));
  });

  it('on a returning visit with the main picture, leaves every preload but the pictures to the start of main.js', () => {
    const preloads = [
      { href: '/8504.abc.css', as: 'style' },
      { href: '/remotes/promotions/1.0.0/mf-manifest.json', as: 'fetch' },
    ];
    const render = (returning, pictures) =>
      renderIndex('<head><script defer src=/main.1a2b3c4d.js></script></head><body></body>', {
        siteConfig: {},
        remoteMap: {},
        nonce: NONCE,
        preloads,
        pictures,
        returning,
      });
    const banner = [{ slot: 'banner', src: '/b1.svg', main: true }];
    const head = (html) => html.slice(0, html.indexOf('</head>'));
    const returning = render(true, banner);
    assert.deepEqual(
      [...head(returning).matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]),
      ['/b1.svg'],
    );
    assert.match(
      returning,
      /\(function startAfterMainPicture\([^<]*\)\("\/main.1a2b3c4d.js","banner",1000,100,\[\{"href":"\/8504.abc.css","as":"style"\},\{"href":"\/remotes\/promotions\/1.0.0\/mf-manifest.json","as":"fetch"\}\]\)<\/script><\/body>/,
    );
    // A first visit preloads everything with the page; so does a returning one without the main picture (a page that
    // is not waiting for a picture starts main.js with its parse).
    for (const html of [render(false, banner), render(true, [])])
      assert.deepEqual(
        [...head(html).matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]).slice(-2),
        preloads.map((p) => p.href),
      );
    assert.match(render(false, banner), /\("\/main.1a2b3c4d.js","banner",1000,100,\[\]\)/);
  });

  it("knows a returning visit by the worker's navigation preload header", () => {
    assert.equal(isReturningVisit({ [NAVIGATION_PRELOAD_HEADER]: 'true' }), true);
    assert.equal(isReturningVisit({}), false);
  });

  describe("the banner page's start of main.js", () => {
    const starterOf = (later) =>
      /<script nonce="n0nce">(\(function startAfterMainPicture\([^<]*)<\/script><\/body>/.exec(
        renderIndex('<head><script defer src=/main.js></script></head><body></body>', {
          siteConfig: {},
          remoteMap: {},
          nonce: NONCE,
          preloads: later,
          returning: later.length > 0,
          pictures: [{ slot: 'banner', src: '/b1.svg', main: true }],
        }),
      )[1];
    const starter = starterOf([]);
    /** Runs the starter in a page whose banner image is `img` (null: none); returns the page's clock and queues. */
    const run = ({ img = null, hidden = false, source = starter } = {}) => {
      const page = {
        added: [],
        linked: [],
        timers: [],
        frames: [],
        paints: null,
        observed: null,
        disconnected: false,
      };
      const context = {
        document: {
          hidden,
          currentScript: { nonce: 'n0nce' },
          querySelector: (selector) => (selector === '.host-first-screen--banner img' ? img : null),
          createElement: () => ({}),
          head: { appendChild: (link) => page.linked.push({ ...link }) },
          body: { appendChild: (script) => page.added.push(script.src) },
        },
        setTimeout: (fn, ms) => page.timers.push({ fn, ms }),
        requestAnimationFrame: (fn) => page.frames.push(fn),
        PerformanceObserver: class {
          constructor(report) {
            page.paints = (entries) => report({ getEntries: () => entries });
          }
          observe(options) {
            page.observed = options;
          }
          disconnect() {
            page.disconnected = true;
          }
        },
      };
      vm.runInNewContext(source, context);
      return page;
    };
    /** A banner image whose decode the test settles; `shown`: laid out (not display: none). */
    const image = ({ shown = true } = {}) => {
      const img = { getClientRects: () => (shown ? [{}] : []) };
      const decoded = new Promise((resolve, reject) => Object.assign(img, { resolve, reject }));
      img.decode = () => decoded;
      return img;
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    it("starts main.js once the browser reports the banner's paint", () => {
      const img = image();
      const page = run({ img });
      assert.deepEqual({ ...page.observed }, { type: 'largest-contentful-paint', buffered: true });
      page.paints([{ element: {} }]);
      assert.deepEqual(page.added, []);
      page.paints([{ element: img }]);
      assert.deepEqual(page.added, ['/main.js']);
      assert.equal(page.disconnected, true);
      // The cap's timer then finds it started.
      page.timers[0].fn();
      assert.deepEqual(page.added, ['/main.js']);
    });

    it(`where no paint is reported, starts ${UNREPORTED_PAINT_WAIT_MS} ms after the two frames that follow the decoding`, async () => {
      const img = image();
      const page = run({ img });
      img.resolve();
      await settle();
      page.frames.shift()();
      page.frames.shift()();
      assert.deepEqual(page.added, []);
      assert.equal(page.timers.at(-1).ms, UNREPORTED_PAINT_WAIT_MS);
      page.timers.at(-1).fn();
      assert.deepEqual(page.added, ['/main.js']);
    });

    it("on a returning visit, asks for the page's other files as it starts main.js", () => {
      const img = image();
      const page = run({
        img,
        source: starterOf([
          { href: '/a.css', as: 'style' },
          { href: '/b.js', as: 'script' },
          { href: '/c.json', as: 'fetch' },
        ]),
      });
      assert.deepEqual(page.linked, []);
      page.paints([{ element: img }]);
      assert.deepEqual(page.linked, [
        { rel: 'preload', as: 'style', href: '/a.css' },
        { rel: 'preload', as: 'script', href: '/b.js', nonce: 'n0nce' },
        { rel: 'preload', as: 'fetch', href: '/c.json', crossOrigin: 'anonymous' },
      ]);
      assert.deepEqual(page.added, ['/main.js']);
    });

    it(`never waits longer than ${MAIN_SCRIPT_WAIT_MS} ms`, () => {
      const page = run({ img: image() });
      assert.equal(page.timers[0].ms, MAIN_SCRIPT_WAIT_MS);
      page.timers[0].fn();
      assert.deepEqual(page.added, ['/main.js']);
    });

    it('starts at once without a banner, when it is not shown (a member, no place at this width), in a hidden tab, without decode() and when it fails', async () => {
      assert.deepEqual(run().added, ['/main.js']);
      assert.deepEqual(run({ img: image({ shown: false }) }).added, ['/main.js']);
      assert.deepEqual(run({ img: image(), hidden: true }).added, ['/main.js']);
      assert.deepEqual(run({ img: {} }).added, ['/main.js']);
      const img = image();
      const page = run({ img });
      img.reject(new Error('EncodingError'));
      await settle();
      assert.deepEqual(page.added, ['/main.js']);
    });
  });

  /** What a main picture finds for demo in CN (and `query`) when the backend answers `answers` by path and query. */
  const find = (main, answers, query = '') => {
    const asked = [];
    const reader = {
      value: async (pathAndQuery, { merchant, language, keepMs }) => {
        asked.push(`${merchant} ${language} ${keepMs} ${pathAndQuery}`);
        return answers[pathAndQuery] ?? null;
      },
    };
    const visitor = { merchant: 'demo', language: 'CN' };
    return findMainPicture(reader, main, visitor, new URLSearchParams(query)).then((found) => ({
      found,
      asked,
    }));
  };

  it("finds the home page's banner and the promotions page's first card as the areas do", async () => {
    const home = mainPictureFor('/');
    assert.equal(home.remote, 'promotions');
    assert.equal(home.slot, 'banner');
    assert.equal(mainPictureFor('/index/'), home);
    assert.equal(mainPictureFor('/lottery/trend'), null);
    assert.equal(mainPictureFor('/promotions/2001'), null);
    const banners = '/wps/notice?groupName=w_home&types=B,PL,PU&execution=B&platform=W';
    const homeFound = await find(home, { [banners]: { banners: [{ url: '/b1.svg' }, { url: '/b2.svg' }] } });
    assert.deepEqual(homeFound.found, { src: '/b1.svg' });
    assert.deepEqual(homeFound.asked, [`demo CN 10000 ${banners}`]);
    assert.deepEqual((await find(home, { [banners]: { banners: [] } })).found, { src: undefined });
    assert.deepEqual((await find(home, {})).found, { src: undefined });

    // The promotions page: its first card's first image, below the promo code form while the switch is on.
    const promotions = mainPictureFor('/promotions');
    assert.equal(mainPictureFor('/promotion/'), promotions);
    assert.equal(promotions.slot, 'promotion');
    const list = [
      { announcementImages: [{ url: '/p1.svg' }, { url: '/p1b.svg' }] },
      { announcementImages: [] },
    ];
    const answers = (enabled) => ({
      '/wps/promotion/list': list,
      '/wps/promotion/promo-code/enable': enabled === null ? null : { enabled },
    });
    const withCode = await find(promotions, answers(true));
    assert.deepEqual(withCode.found, { src: '/p1.svg', variant: 'code' });
    // The list is kept, the switch read every time.
    assert.deepEqual(withCode.asked, [
      'demo CN 10000 /wps/promotion/list',
      'demo CN 0 /wps/promotion/promo-code/enable',
    ]);
    assert.deepEqual((await find(promotions, answers(false))).found, { src: '/p1.svg', variant: undefined });
    // Without the switch's answer the picture's place is unknown: none.
    assert.equal((await find(promotions, answers(null))).found, null);
  });

  it("finds the slot lobby's first game icon as the lobby lists it, and none for another vendor or tab", async () => {
    const lobby = mainPictureFor('/electron');
    assert.equal(lobby.remote, 'games-lobby');
    assert.equal(lobby.slot, 'game');
    assert.equal(mainPictureFor('/live'), null);
    const vendors = '/wps/game/vendors?gameType=RNG&merchantCode=demo';
    const games =
      '/wps/game/list?gameType=RNG&vassalage=PG&merchant=demo&pageNo=1&pageSize=40&platform=flash%2Chtml5-desktop&clientType=3&language=CN';
    const answers = {
      [vendors]: [{ accountTypeName: 'PG' }, { accountTypeName: 'JDB' }],
      [games]: { games: [{ showIcon: '/g1.svg' }, { showIcon: '/g2.svg' }], totalPages: 3 },
    };
    const found = await find(lobby, answers);
    assert.deepEqual(found.found, { src: '/g1.svg' });
    assert.deepEqual(found.asked, [`demo CN 10000 ${vendors}`, `demo CN 10000 ${games}`]);
    // A backend that pages in `content`, as the lobby's schema accepts.
    assert.deepEqual(
      (await find(lobby, { ...answers, [games]: { content: [{ showIcon: '/c1.svg' }] } })).found,
      {
        src: '/c1.svg',
      },
    );
    // No vendors: nothing to list.
    assert.deepEqual(await find(lobby, {}), { found: null, asked: [`demo CN 10000 ${vendors}`] });
    // ?page= names another vendor or a tab: no picture, nothing asked.
    assert.deepEqual(await find(lobby, answers, '?page=hot'), { found: null, asked: [] });
  });

  it("asks for the lobby's games with the lobby's constants", () => {
    const constants = fs.readFileSync(
      new URL('../../remotes/games-lobby/src/constants.ts', import.meta.url),
      'utf8',
    );
    const source = fs.readFileSync(new URL('../src/first-visit.mjs', import.meta.url), 'utf8');
    assert.match(constants, /GAME_PLATFORM = 'html5-desktop'/);
    assert.match(constants, /LIST_PLATFORMS = `flash,\$\{GAME_PLATFORM\}`/);
    assert.match(constants, /CLIENT_TYPE = 3;/);
    assert.match(constants, /SLOT_LOBBY_PAGE_SIZE = 40;/);
    assert.match(constants, /'\/electron': 'RNG'/);
    assert.match(source, /platform: 'flash,html5-desktop', clientType: '3'/);
    assert.match(source, /pageSize: '40'/);
  });

  it("knows the merchant's logo as the header finds it", () => {
    const resources = [
      { resourceType: 'Android', url: '/app.apk' },
      { resourceType: 'LOGO', url: '/logo.svg' },
    ];
    assert.equal(logoOf({ resources }), '/logo.svg');
    assert.equal(logoOf({ resources: 'broken' }), undefined);
    assert.equal(logoOf(null), undefined);
  });

  it('paints no picture while the site is closed, no main picture while that is unknown, and none of an area that is off', () => {
    const settings = { resources: [{ resourceType: 'Logo', url: '/logo.svg' }] };
    const home = { main: mainPictureFor('/'), found: { src: '/b1.svg' } };
    assert.deepEqual(firstScreenPictures({ settings, remoteMap: MAP, on: new Set(['PROMO3']), ...home }), [
      { slot: 'logo', src: '/logo.svg' },
      { slot: 'banner', src: '/b1.svg', main: true },
    ]);
    assert.deepEqual(firstScreenPictures({ settings, remoteMap: MAP, on: new Set(), ...home }), [
      { slot: 'logo', src: '/logo.svg' },
    ]);
    assert.deepEqual(firstScreenPictures({ settings, remoteMap: MAP, on: null, ...home }), [
      { slot: 'logo', src: '/logo.svg' },
    ]);
    assert.deepEqual(
      firstScreenPictures({ settings, remoteMap: MAP, on: new Set(['PROMO3']), ...home, found: null }),
      [{ slot: 'logo', src: '/logo.svg' }],
    );
    // The settings could not be read: the site may be closed.
    assert.deepEqual(
      firstScreenPictures({ settings: null, remoteMap: MAP, on: new Set(['PROMO3']), ...home }),
      [{ slot: 'logo', src: undefined }],
    );
    for (const permission of [{ maintenance: true }, { regionRestriction: true }])
      assert.deepEqual(
        firstScreenPictures({
          settings: { ...settings, permission },
          remoteMap: MAP,
          on: new Set(['PROMO3']),
          ...home,
        }),
        [],
      );
  });

  it("paints the lottery lobby's countdown placeholder, as the lobby's first frame shows it", async () => {
    const lottery = mainPictureFor('/lottery');
    assert.equal(lottery.remote, 'lottery');
    assert.equal(lottery.slot, 'countdown');
    // Nothing to read: the frame shows it before the lobby's games are known.
    assert.deepEqual(await find(lottery, {}), { found: { text: LOTTERY_COUNTDOWN_PLACEHOLDER }, asked: [] });
    const constants = fs.readFileSync(
      new URL('../../remotes/lottery/src/constants.ts', import.meta.url),
      'utf8',
    );
    assert.equal(constants.match(/COUNTDOWN_PLACEHOLDER = '([^']*)'/)[1], LOTTERY_COUNTDOWN_PLACEHOLDER);
  });

  it('knows the language tags @wl/i18n knows', () => {
    const languages = fs.readFileSync(
      new URL('../../packages/i18n/src/languages.ts', import.meta.url),
      'utf8',
    );
    const listed = languages.match(/HTML_LANG: Record<Language, string> = \{([^}]*)\}/)[1];
    assert.deepEqual(
      HTML_LANG,
      Object.fromEntries([...listed.matchAll(/(\w+): '([^']+)'/g)].map((m) => [m[1], m[2]])),
    );
  });

  it('knows the right-to-left languages @wl/i18n knows', () => {
    const languages = fs.readFileSync(
      new URL('../../packages/i18n/src/languages.ts', import.meta.url),
      'utf8',
    );
    const listed = languages.match(/RTL_LANGUAGES: readonly Language\[\] = \[([^\]]*)\]/)[1];
    assert.deepEqual(
      RTL_LANGUAGES,
      [...listed.matchAll(/'(\w+)'/g)].map((m) => m[1]),
    );
  });

  it("reads as the host asks, with the visitor's address; keeps only what it is told to, and gives null for a refusal or a timeout", async () => {
    const asked = [];
    const fetchImpl = async (url, { headers, signal }) => {
      asked.push(`${headers.Merchant} ${headers.Language} ${headers['X-Forwarded-For']} ${url.pathname}`);
      if (headers.Merchant === 'slow')
        return new Promise((_, reject) => {
          // The deadline's timer does not keep node running; this one stands for the backend's socket.
          const socket = setTimeout(() => {}, 5_000);
          signal.addEventListener('abort', () => {
            clearTimeout(socket);
            reject(signal.reason);
          });
        });
      const success = headers.Merchant !== 'closed';
      return { ok: true, json: async () => ({ success, value: { merchant: headers.Merchant } }) };
    };
    const reader = new BackendReader('http://backend', { timeoutMs: 50, fetchImpl });
    const demo = { merchant: 'demo', language: 'EN', forwardedFor: '203.0.113.9' };
    assert.deepEqual(await reader.value('/x', demo), { merchant: 'demo' });
    assert.deepEqual(await reader.value('/x', demo), { merchant: 'demo' });
    await reader.value('/kept', { ...demo, keepMs: 60_000 });
    await reader.value('/kept', { ...demo, keepMs: 60_000 });
    assert.equal(await reader.value('/x', { merchant: 'closed' }), null);
    assert.equal(await reader.value('/x', { merchant: 'slow' }), null);
    assert.deepEqual(asked, [
      'demo EN 203.0.113.9 /x',
      'demo EN 203.0.113.9 /x',
      'demo EN 203.0.113.9 /kept',
      'closed CN undefined /x',
      'slow CN undefined /x',
    ]);
  });

  it('inlines the start answers only as a pair', async () => {
    const reader = (answers) => ({ value: async (path) => answers[path] ?? null });
    const tree = [{ modId: 'PROMO3', enabled: 1 }];
    const both = await readStartAnswers(
      reader({ '/wps/system/whitelabel': tree, '/wps/system/settings/consolidated': { siteName: 'S' } }),
      { merchant: 'demo' },
    );
    assert.deepEqual(both.inline, { whitelabel: tree, settings: { siteName: 'S' } });
    const flagsOnly = await readStartAnswers(reader({ '/wps/system/whitelabel': tree }), {
      merchant: 'demo',
    });
    assert.deepEqual(flagsOnly.whitelabel, tree);
    assert.equal(flagsOnly.inline, null);
  });

  describe('served', () => {
    let site;
    let backend;
    let url;
    const flags = { demo: 1, lite: 0 };
    /** The merchant's promo code switch; null: its read fails. */
    let promoCode = true;

    before(async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-first-visit-'));
      const registry = new Registry(path.join(root, 'registry'));
      const build = path.join(root, 'build');
      fs.mkdirSync(build);
      fs.writeFileSync(
        path.join(build, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js' } },
          exposes: [
            { path: './remote', assets: { js: { sync: ['13.aaaaaaaa.js'], async: ['99.bbbbbbbb.js'] } } },
          ],
        }),
      );
      fs.writeFileSync(
        path.join(build, 'language-assets.json'),
        JSON.stringify({
          every: [],
          languages: { CN: ['texts-CN.dddddddd.js'], EN: ['texts-EN.eeeeeeee.js'] },
        }),
      );
      registry.publish('lottery', '1.0.0', build, { descriptor: DESCRIPTORS.lottery });
      registry.publish('promotions', '1.0.0', build, { descriptor: DESCRIPTORS.promotions });
      const hostBuild = path.join(root, 'host');
      fs.mkdirSync(hostBuild);
      fs.writeFileSync(path.join(hostBuild, 'index.html'), '<html><head></head><body></body></html>');
      fs.writeFileSync(path.join(hostBuild, 'boot-assets.json'), JSON.stringify({ js: ['42.cccccccc.js'] }));
      fs.writeFileSync(
        path.join(hostBuild, 'language-assets.json'),
        JSON.stringify({
          every: ['formatting.ffffffff.js'],
          languages: { CN: ['host-texts-CN.11111111.js'], EN: ['host-texts-EN.22222222.js'] },
        }),
      );
      registry.publishHost(hostBuild);
      const siteConfigFile = path.join(root, 'site-config.json');
      fs.writeFileSync(siteConfigFile, JSON.stringify({ merchantByHost: { 'lite.localhost': 'lite' } }));
      backend = http.createServer((req, res) => {
        const merchant = req.headers.merchant;
        res.setHeader('Content-Type', 'application/json');
        if (req.url === '/wps/promotion/promo-code/enable' && promoCode === null) {
          res.statusCode = 500;
          return res.end(JSON.stringify({ success: false, value: null }));
        }
        const value = req.url.startsWith('/wps/notice?groupName=w_home&')
          ? { banners: [{ url: `/img/${merchant}-${req.headers.language}.svg` }] }
          : req.url === '/wps/promotion/list'
            ? [{ announcementImages: [{ url: `/img/promo-${merchant}-${req.headers.language}.svg` }] }]
            : req.url === '/wps/promotion/promo-code/enable'
              ? { enabled: promoCode }
              : req.url === '/wps/system/settings/consolidated'
                ? {
                    siteName: merchant,
                    resources: [{ resourceType: 'Logo', url: `/img/logo-${merchant}.svg` }],
                  }
                : ['LOTTERY3', 'PROMO3'].map((modId) => ({ modId, enabled: flags[merchant] }));
        res.end(JSON.stringify({ success: true, value }));
      });
      const { app } = createSiteServer({ backend: await listen(backend), registry, siteConfigFile });
      site = http.createServer(app);
      url = await listen(site);
    });

    after(() => {
      site.close();
      backend.close();
    });

    const page = (pathname, host = 'localhost', cookie = undefined) =>
      new Promise((resolve, reject) => {
        http
          .get(
            `${url}${pathname}`,
            { headers: { Host: host, ...(cookie ? { Cookie: cookie } : {}) } },
            (res) => {
              let body = '';
              res.on('data', (chunk) => (body += chunk));
              res.on('end', () => resolve({ headers: res.headers, body }));
            },
          )
          .on('error', reject);
      });

    it('preloads the host boot chunks and the route remote files, no-cache', async () => {
      const { headers, body } = await page('/lottery');
      assert.equal(headers['cache-control'], 'no-cache');
      assert.match(body, /window\.__WL_BOOT__=\{"siteConfig":\{.*"remoteMap":\{"lottery"/);
      const hrefs = [...body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
      assert.deepEqual(hrefs, [
        '/img/logo-demo.svg',
        '/42.cccccccc.js',
        '/formatting.ffffffff.js',
        '/host-texts-CN.11111111.js',
        '/remotes/lottery/1.0.0/mf-manifest.json',
        '/remotes/lottery/1.0.0/remoteEntry.js',
        '/remotes/lottery/1.0.0/13.aaaaaaaa.js',
        '/remotes/lottery/1.0.0/texts-CN.dddddddd.js',
      ]);
      assert.match(
        body,
        /href="\/remotes\/lottery\/1.0.0\/mf-manifest.json" as="fetch" crossorigin="anonymous"/,
      );
    });

    it('never preloads a remote whose flag is off for the merchant, nor for a route that does not show it', async () => {
      const preloads = (body) => [...body.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
      const host = ['/42.cccccccc.js', '/formatting.ffffffff.js', '/host-texts-CN.11111111.js'];
      assert.deepEqual(preloads((await page('/lottery', 'lite.localhost')).body), [
        '/img/logo-lite.svg',
        ...host,
      ]);
      assert.deepEqual(preloads((await page('/member')).body), ['/img/logo-demo.svg', ...host]);
    });

    it("inlines the merchant's flags and settings for the host's start", async () => {
      const { body } = await page('/member');
      const boot = JSON.parse(body.match(/window\.__WL_BOOT__=(\{.*?\})<\/script>/)[1]);
      assert.deepEqual(boot.answers, {
        whitelabel: [
          { modId: 'LOTTERY3', enabled: 1 },
          { modId: 'PROMO3', enabled: 1 },
        ],
        settings: { siteName: 'demo', resources: [{ resourceType: 'Logo', url: '/img/logo-demo.svg' }] },
      });
    });

    it("paints the merchant's logo, and on the home page its first banner in the visitor's language when promotions is on", async () => {
      const picture = (body, slot) =>
        body.match(new RegExp(`data-slot="${slot}" aria-hidden="true"><img src="([^"]+)"`))?.[1];
      assert.equal(picture((await page('/')).body, 'banner'), '/img/demo-CN.svg');
      assert.equal(picture((await page('/')).body, 'logo'), '/img/logo-demo.svg');
      assert.equal(picture((await page('/?lang=en')).body, 'banner'), '/img/demo-EN.svg');
      assert.equal(picture((await page('/?lang=cimode')).body, 'banner'), '/img/demo-CN.svg');
      // The area is off for this merchant: its picture would never be replaced by the page's own.
      assert.equal(picture((await page('/', 'lite.localhost')).body, 'banner'), undefined);
      assert.equal(picture((await page('/', 'lite.localhost')).body, 'logo'), '/img/logo-lite.svg');
      assert.equal(picture((await page('/lottery')).body, 'banner'), undefined);
      assert.equal(picture((await page('/lottery')).body, 'logo'), '/img/logo-demo.svg');
    });

    it("paints the lottery lobby's countdown in the visitor's language when the lottery is on", async () => {
      const countdown = (body) =>
        body
          .match(/data-slot="countdown" aria-hidden="true"((?: dir="rtl")? lang="[^"]+")>([^<]*)</)
          ?.slice(1);
      assert.deepEqual(countdown((await page('/lottery')).body), [' lang="zh-CN"', '--:--:--']);
      assert.deepEqual(countdown((await page('/lottery?lang=en')).body), [' lang="en"', '--:--:--']);
      assert.equal(countdown((await page('/lottery', 'lite.localhost')).body), undefined);
      assert.equal(countdown((await page('/lottery/trend')).body), undefined);
    });

    it("paints the promotions page's first card in the visitor's language, placed by the promo code switch", async () => {
      const picture = (body) =>
        body.match(
          /<div class="host-first-screen host-first-screen--promotion" data-slot="promotion"( data-variant="code")? aria-hidden="true"><img src="([^"]+)"/,
        );
      const withCode = picture((await page('/promotions?lang=en')).body);
      assert.equal(withCode[2], '/img/promo-demo-EN.svg');
      assert.equal(withCode[1], ' data-variant="code"');
      // The page's other path too, with the area's files.
      const alias = (await page('/promotion')).body;
      assert.equal(picture(alias)[2], '/img/promo-demo-CN.svg');
      assert.match(alias, /<link rel="preload" href="\/remotes\/promotions\/1.0.0\/remoteEntry.js"/);
      try {
        promoCode = false;
        assert.equal(picture((await page('/promotions')).body)[1], undefined);
        // Without the switch's answer the place is unknown: no picture, and main.js as built.
        promoCode = null;
        const { body } = await page('/promotions');
        assert.equal(picture(body), null);
        assert.ok(!body.includes('startAfterMainPicture'));
      } finally {
        promoCode = true;
      }
      assert.equal(picture((await page('/promotions', 'lite.localhost')).body), null);
    });

    it("preloads the texts of the visitor's language: ?lang=, the cookie, none under cimode", async () => {
      const texts = (body) =>
        [...body.matchAll(/<link rel="preload" href="([^"]+)"/g)]
          .map((m) => m[1])
          .filter((h) => /texts/.test(h));
      assert.deepEqual(texts((await page('/lottery?lang=en')).body), [
        '/host-texts-EN.22222222.js',
        '/remotes/lottery/1.0.0/texts-EN.eeeeeeee.js',
      ]);
      assert.deepEqual(texts((await page('/lottery', 'localhost', `${LANGUAGE_COOKIE}=EN`)).body), [
        '/host-texts-EN.22222222.js',
        '/remotes/lottery/1.0.0/texts-EN.eeeeeeee.js',
      ]);
      assert.deepEqual(texts((await page('/lottery?lang=cimode')).body), []);
    });
  });
});
