// The smoke's journeys, written once for both engines against the EnginePage interface (engines.mjs). Elements are
// found by test id or by role and accessible name, inside the page (one page function, `inPage`); clicks and typing
// are the driver's real input. Texts are checked in cimode (message keys) where they matter. Every wait is bounded.
import assert from 'node:assert/strict';

/** Longest wait for something to show (a remote's first load on a cold site is the slowest). */
const WAIT_MS = 15_000;
/** The sandbox's player (README: accounts) and its password. */
const ACCOUNT = 'player01';
const PASSWORD = 'pass1234';

/**
 * What to find: a test id, a CSS selector or a role (with its accessible name: a string is exact, `{ re, flags }` a
 * pattern), optionally inside another element (`within`) or inside a same-origin frame's document (`frame`, CSS).
 * Only visible elements count unless `hidden` is set; `nth` picks the nth match (from 0) instead of the first.
 * @typedef {{ testId?: string, css?: string, role?: string, name?: string | { re: string, flags?: string },
 *   within?: Query, frame?: string, hidden?: boolean, nth?: number }} Query
 */

/**
 * Runs in the page: finds the first element matching a Query and reports on it. Self-contained (sent as source).
 * `exists`: whether there is one; `text`: its text; `changed` / `contains`: its text once it is not / contains `arg`
 * (else null); `mark`:
 * tags it and returns a CSS selector for the driver's click or typing; `rect`: its box; `scroll`: scrolls it to the
 * middle of the window.
 * @param {'exists' | 'text' | 'changed' | 'contains' | 'mark' | 'rect' | 'scroll'} op
 * @param {Query} query
 * @param {string} [arg]
 */
function inPage(op, query, arg) {
  const ROLES = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    article: 'article, [role="article"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    navigation: 'nav, [role="navigation"]',
  };
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const nameOf = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    const name = ids
      ? ids
          .split(/\s+/)
          .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
          .join(' ')
      : el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || el.value || '';
    return name.replace(/\s+/g, ' ').trim();
  };
  const find = (q) => {
    let scope = document;
    if (q.frame) scope = document.querySelector(q.frame)?.contentDocument;
    if (q.within) scope = find(q.within);
    if (!scope) return null;
    const css = q.css ?? (q.testId ? `[data-testid="${q.testId}"]` : ROLES[q.role]);
    const matches = [...scope.querySelectorAll(css)].filter((el) => {
      if (!q.hidden && !visible(el)) return false;
      if (q.name === undefined) return true;
      const name = nameOf(el);
      return typeof q.name === 'string' ? name === q.name : new RegExp(q.name.re, q.name.flags).test(name);
    });
    return matches[q.nth ?? 0] ?? null;
  };
  const el = find(query);
  if (op === 'exists') return Boolean(el);
  if (!el) return null;
  const text = el.textContent.replace(/\s+/g, ' ').trim();
  if (op === 'text') return text;
  if (op === 'changed') return text !== arg ? text : null;
  if (op === 'contains') return text.includes(arg) ? text : null;
  if (op === 'rect') {
    const { left, top, width, height } = el.getBoundingClientRect();
    return { left, top, width, height };
  }
  if (op === 'scroll') {
    el.scrollIntoView({ block: 'center' });
    return true;
  }
  const mark = String(Date.now() + Math.random());
  el.setAttribute('data-smoke-target', mark);
  return `[data-smoke-target="${mark}"]`;
}

/** A Query as words, for messages. */
const describe = (query) =>
  [
    query.within && `${describe(query.within)} >`,
    query.frame && `frame ${query.frame} >`,
    query.testId && `[data-testid=${query.testId}]`,
    query.css && (query.nth ? `${query.css} #${query.nth + 1}` : query.css),
    query.role && `role=${query.role}`,
    query.name !== undefined && `name=${typeof query.name === 'string' ? query.name : `/${query.name.re}/`}`,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Polls a page function until its result is truthy, and returns that result. A script that fails (a page being
 * replaced by a navigation) counts as "not yet". Fails after `timeoutMs` naming what it waited for.
 * @template {unknown[]} A
 * @template R
 * @param {import('./engines.mjs').EnginePage} page
 * @param {string} what
 * @param {(...args: A) => R} fn
 * @param {A} args
 */
export async function waitFor(page, what, fn, args, timeoutMs = WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  let last = 'nothing yet';
  for (;;) {
    try {
      const value = await page.evaluate(fn, ...args);
      if (value) return value;
      last = JSON.stringify(value);
    } catch (error) {
      last = String(error?.message ?? error).split('\n')[0];
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what} (last: ${last})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until a visible element matches. */
const shown = (page, query, timeoutMs) =>
  waitFor(page, describe(query), inPage, ['exists', query], timeoutMs);
/** Waits for the element, then returns its text. */
const textOf = (page, query, timeoutMs) =>
  waitFor(page, `the text of ${describe(query)}`, inPage, ['text', query], timeoutMs);
/** Waits for the element, then clicks it with the driver. */
async function click(page, query) {
  await page.click(await waitFor(page, describe(query), inPage, ['mark', query]));
}
/** Waits for the field, then types into it with the driver. */
async function type(page, query, text) {
  await page.type(await waitFor(page, describe(query), inPage, ['mark', query]), text);
}

/** Waits (3 s at most) until the element's text is no longer `was`, and returns the new text. */
function changedText(page, query, was) {
  return waitFor(page, `${describe(query)} to change from "${was}"`, inPage, ['changed', query, was], 3000);
}

/** Logs in through the login page (cimode) and waits for the account bar with the account's name. */
async function logIn(page, site) {
  await page.goto(`${site.url}/login?lang=cimode`);
  const form = { testId: 'login-page' };
  await type(page, { within: form, css: 'input[name="username"]' }, ACCOUNT);
  await type(page, { within: form, css: 'input[name="password"]' }, PASSWORD);
  await click(page, { within: form, css: 'button[type="submit"]' });
  const bar = { testId: 'account-bar' };
  await waitFor(page, `${describe(bar)} naming ${ACCOUNT}`, inPage, ['contains', bar, ACCOUNT]);
  // The post-login flow ends by leaving the login page.
  await waitFor(page, 'leaving /login', () => location.pathname !== '/login', []);
}

/**
 * The home page's widgets, by area (host/src/pages/home/home-page.tsx): each enabled remote's widgets, marked by
 * their test ids.
 */
const HOME_WIDGETS = {
  promotions: ['banner-carousel', 'notice-strip'],
  'games-lobby': ['games-entry', 'winner-board'],
  lottery: ['countdown-panel', 'jackpot', 'quick-bet', 'popular-trend', 'lottery-menu'],
};

/**
 * Scrolls every home slot into view, top to bottom, as a player would, waiting at each until its widget has started
 * (the slots below the fold load when scrolled near: RemoteWidget whenNearViewport).
 */
async function revealHomeWidgets(page) {
  await shown(page, { testId: 'home-page' });
  const slots = await page.evaluate(() => document.querySelectorAll('.host-home__slot').length);
  for (let nth = 0; nth < slots; nth += 1) {
    const slot = { css: '.host-home__slot', nth, hidden: true };
    await waitFor(page, `home slot ${nth + 1} scrolled into view`, inPage, ['scroll', slot]);
    await waitFor(
      page,
      `home slot ${nth + 1} to start its widget`,
      (n) => !document.querySelectorAll('.host-home__slot')[n]?.querySelector('.host-widget-pending'),
      [nth],
    );
  }
}

/**
 * @typedef {object} Journey
 * @property {string} title
 * @property {(page: import('./engines.mjs').EnginePage, site: import('./site.mjs').Site) => Promise<void>} run
 */

/** @type {Journey[]} */
export const JOURNEYS = [
  {
    title: 'a first visit to / renders every area: the shell and each enabled remote’s widgets',
    async run(page, site) {
      await page.goto(`${site.url}/?lang=cimode`);
      await shown(page, { testId: 'shell-header' });
      await shown(page, { testId: 'shell-footer' });
      await revealHomeWidgets(page);
      for (const [remote, widgets] of Object.entries(HOME_WIDGETS))
        for (const testId of widgets)
          await shown(page, { testId }).catch((error) => {
            throw new Error(`${remote}’s home widget: ${error.message}`);
          });
      // Nothing failed or still waits anywhere on the page.
      const left = await page.evaluate(() =>
        [
          ...document.querySelectorAll('[data-testid^="widget-fallback-"], [data-testid^="widget-pending-"]'),
        ].map((el) => el.getAttribute('data-testid')),
      );
      assert.deepEqual(left, []);
    },
  },
  {
    title: 'log in through /login and see the account bar',
    async run(page, site) {
      await logIn(page, site);
      await shown(page, { testId: 'shell-header' });
    },
  },
  {
    title: 'launch a game: Fortune Tiger opens on /seamless with the player’s session',
    async run(page, site) {
      await logIn(page, site);
      await page.goto(`${site.url}/electron?page=PG&lang=cimode`);
      const search = { role: 'searchbox' };
      const field = await waitFor(page, describe(search), inPage, ['mark', search]);
      await page.type(field, 'Fortune Tiger');
      await page.pressEnter(field);
      const card = { role: 'article', name: 'Fortune Tiger' };
      await click(page, { within: card, role: 'button', name: 'play_now' });
      await waitFor(page, 'the game view on /seamless', () => location.pathname === '/seamless', []);
      const game = { frame: '[data-testid="game-frame"]', testId: 'game-game' };
      assert.equal(await textOf(page, game), 'Fortune Tiger');
      assert.equal(await textOf(page, { ...game, testId: 'game-account' }), ACCOUNT);
    },
  },
  {
    title: '/lottery counts down: the current issue’s countdown changes second by second',
    async run(page, site) {
      await page.goto(`${site.url}/lottery?lang=cimode`);
      await shown(page, { testId: 'lottery-lobby' });
      const countdown = { testId: 'lt-countdown' };
      const first = await textOf(page, countdown, 20_000);
      assert.match(first, /\d/);
      const started = Date.now();
      // Two changes: the countdown ticks, not a single late render.
      const second = await changedText(page, countdown, first);
      const third = await changedText(page, countdown, second);
      assert.notEqual(third, first);
      assert.ok(Date.now() - started < 5000, `two ticks took ${Date.now() - started} ms`);
    },
  },
  {
    title: 'Arabic is right to left: html dir="rtl" and the header’s logo on the right',
    async run(page, site) {
      await page.goto(`${site.url}/?lang=ar`);
      await waitFor(
        page,
        '<html dir="rtl" lang="ar">',
        () => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar',
        [],
      );
      const header = await waitFor(page, 'the header', inPage, ['rect', { testId: 'shell-header' }]);
      const logo = await waitFor(page, 'the header’s logo', inPage, [
        'rect',
        { within: { testId: 'shell-header' }, css: '.host-logo' },
      ]);
      const centre = logo.left + logo.width / 2;
      assert.ok(
        centre > header.left + header.width / 2,
        `the logo's centre (${centre} px) is in the header's right half (${header.left}–${header.left + header.width} px)`,
      );
    },
  },
  {
    title: 'a failed remote shows its retry card and the rest of the site works',
    async run(page, site) {
      // The lottery remote pointed at a version that was never published (README: trying another version): its
      // manifest is not found, in any engine, with no request interception.
      await site.admin('PATCH', '/__sandbox/merchants/demo', { settings: { remoteOverride: true } });
      await page.goto(`${site.url}/?lang=cimode&remote-override=lottery@0.0.0-missing`);
      await revealHomeWidgets(page);
      const card = { testId: 'widget-fallback-lottery-CountdownPanel' };
      await shown(page, card);
      await shown(page, { within: card, role: 'button', name: 'retry' });
      // The other areas and the shell work.
      await shown(page, { testId: 'games-entry' });
      await shown(page, { testId: 'banner-carousel' });
      const missing = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('/remotes/lottery/0.0.0-missing/mf-manifest.json')),
      );
      assert.ok(missing, 'the page asked for the missing version’s manifest');
      // The lottery page shows the area's own retry card inside the shell.
      await click(page, { within: { testId: 'shell-header' }, role: 'link', name: 'nav_lottery' });
      await shown(page, { testId: 'remote-fallback-lottery' });
      await shown(page, { testId: 'shell-header' });
    },
  },
];
