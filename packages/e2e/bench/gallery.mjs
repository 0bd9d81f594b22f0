#!/usr/bin/env node
// Screenshots of the main pages for a developer to look at after a screen change (issue 34, DESIGN.md §10): every
// route at 390, 1366 and 1920 px, in EN and AR, logged out and in (player01), into .bench/gallery/
// <lang>-<state>-<width>-<route>.png (the viewport's height; at 390 also <...>-full.png, the whole page), then one
// contact sheet: .bench/gallery/index.html (a grid, each shot linked) and .bench/gallery/contact-sheet.png (that
// page as one picture). Not a test: nothing is judged. Builds nothing: it serves the last build (deploy/registry).
//   pnpm gallery [--site http://localhost:8080] [--port 8087] [--sandbox-port 8097] [--routes /,/lottery]
//                [--widths 390,1366] [--languages EN,AR]
// Without --site it starts the site server and the sandbox itself on its own ports, and stops them at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    port: { type: 'string', default: '8087' },
    'sandbox-port': { type: 'string', default: '8097' },
    routes: {
      type: 'string',
      // The points mall and the agent contracts are member pages (spec/products.md); a visitor is asked to log in.
      default:
        '/,/electron,/lottery,/promotions,/member,/member/pointMall,/member/contracts,/login,/register,/help',
    },
    widths: { type: 'string', default: '390,1366,1920' },
    languages: { type: 'string', default: 'EN,AR' },
    out: { type: 'string', default: path.join(root, '.bench', 'gallery') },
  },
});
const ROUTES = values.routes.split(',');
const WIDTHS = values.widths.split(',').map(Number);
const LANGUAGES = values.languages.split(',');
/** A device's height for each width (a phone's, a laptop's, a desktop's). */
const heightOf = (width) => (width < 768 ? 844 : width < 1500 ? 768 : 1080);
/** The full page too, at phone widths: what a player scrolls through. */
const FULL_PAGE_BELOW = 768;
const MEMBER = 'player01';
const STATES = ['out', 'in'];
const OUT = values.out;
const log = (line) => console.log(`[gallery] ${line}`);

/** The file name's route part: `/` is home, slashes become dashes. */
const slug = (route) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));
const shotName = (language, state, width, route, full = false) =>
  `${language}-${state}-${width}-${slug(route)}${full ? '-full' : ''}.png`;

const children = [];
async function startSite() {
  if (values.site) return values.site;
  const site = `http://localhost:${values.port}`;
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'deploy', 'bin', 'serve.mjs'),
      '--with-sandbox',
      '--port',
      values.port,
      '--backend',
      `http://127.0.0.1:${values['sandbox-port']}`,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(child);
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      // The sandbox answers the site's own config once both are up.
      if (
        (await fetch(`${site}/site-config.json`)).ok &&
        (await fetch(`${site}/__sandbox/captcha`)).status < 500
      )
        return site;
    } catch {
      // Not up yet.
    }
    if (Date.now() > until) throw new Error(`the site did not start on ${site}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A context whose first page finds player01's session where the login page stores it (as support.ts logInAt). */
async function memberContext(browser, site, options) {
  const response = await fetch(`${site}/__sandbox/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: MEMBER }),
  });
  if (!response.ok) throw new Error(`no session for ${MEMBER}: ${response.status}`);
  const { token } = (await response.json()).value;
  const context = await browser.newContext(options);
  await context.addInitScript(
    ({ token, account }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('username', account);
    },
    { token, account: MEMBER },
  );
  return context;
}

/** Wait for what a page loads after its first screen (areas, quick links, chat), then close popup notices. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('.wl-spinner, main [aria-busy="true"]'), null, {
      timeout: 5_000,
    })
    .catch(() => {});
  const popup = page.getByTestId('popup-notice');
  for (let i = 0; i < 5 && (await popup.isVisible()); i += 1)
    await popup.locator('.wl-dialog__actions button').click();
  // Fonts and the last layout.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function shoot(browser, site) {
  const shots = [];
  for (const language of LANGUAGES)
    for (const state of STATES) {
      const options = { viewport: { width: WIDTHS[0], height: heightOf(WIDTHS[0]) } };
      const context =
        state === 'in' ? await memberContext(browser, site, options) : await browser.newContext(options);
      const page = await context.newPage();
      for (const route of ROUTES) {
        for (const width of WIDTHS) {
          // A fresh load at each width: what a player with that screen opens.
          await page.setViewportSize({ width, height: heightOf(width) });
          await page.goto(`${site}${route}${route.includes('?') ? '&' : '?'}lang=${language}`);
          await settle(page);
          const file = shotName(language, state, width, route);
          await page.screenshot({ path: path.join(OUT, file) });
          if (width < FULL_PAGE_BELOW)
            await page.screenshot({
              path: path.join(OUT, shotName(language, state, width, route, true)),
              fullPage: true,
            });
          shots.push({ language, state, width, route, file, landed: new URL(page.url()).pathname });
        }
        log(`${language} ${state} ${route}`);
      }
      await context.close();
    }
  return shots;
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The contact sheet: a row per route, a column per language, state and width; thumbnails link to the shots. */
function contactSheet(shots) {
  const columns = LANGUAGES.flatMap((language) =>
    STATES.flatMap((state) => WIDTHS.map((width) => ({ language, state, width }))),
  );
  /** Thumbnails: a phone a quarter of its size, wider screens 228 px wide. */
  const thumbWidth = (width) => (width < 768 ? Math.round(width / 4) : 228);
  const head = columns
    .map((c) => `<th>${c.language} ${c.state === 'in' ? 'member' : 'visitor'}<br>${c.width}</th>`)
    .join('');
  const rows = ROUTES.map((route) => {
    const cells = columns.map((c) => {
      const shot = shots.find(
        (s) => s.route === route && s.language === c.language && s.state === c.state && s.width === c.width,
      );
      if (!shot) return '<td></td>';
      const full =
        c.width < FULL_PAGE_BELOW
          ? ` <a href="${shotName(c.language, c.state, c.width, route, true)}">full</a>`
          : '';
      const landed = shot.landed !== route ? `<br><small>→ ${escape(shot.landed)}</small>` : '';
      return `<td><a href="${shot.file}"><img src="${shot.file}" width="${thumbWidth(c.width)}" alt=""></a><br>${escape(shot.file)}${full}${landed}</td>`;
    });
    return `<tr><th>${escape(route)}</th>${cells.join('')}</tr>`;
  });
  return `<!doctype html>
<meta charset="utf-8">
<title>Gallery</title>
<style>
  body { font: 11px system-ui, sans-serif; margin: 8px; background: #fff; color: #111; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ccc; padding: 3px; vertical-align: top; text-align: center; }
  td { font-size: 9px; max-width: 228px; word-break: break-all; }
  img { display: block; margin: 0 auto 2px; outline: 1px solid #999; }
  th[scope] { position: sticky; top: 0; background: #eee; }
</style>
<p>${escape(new Date().toISOString())} · ${shots.length} screenshots · viewport height shots; "full" links the whole page</p>
<table>
<tr><th></th>${head}</tr>
${rows.join('\n')}
</table>
`;
}

const started = Date.now();
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const site = await startSite();
  log(
    `site ${site}; ${ROUTES.length} routes × ${WIDTHS.join('/')} px × ${LANGUAGES.join('/')} × visitor/member`,
  );
  const shots = await shoot(browser, site);
  const index = path.join(OUT, 'index.html');
  fs.writeFileSync(index, contactSheet(shots));
  const sheet = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  await sheet.goto(pathToFileURL(index).href);
  await sheet.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => {}))));
  await sheet.screenshot({ path: path.join(OUT, 'contact-sheet.png'), fullPage: true });
  log(
    `${shots.length} screenshots in ${Math.round((Date.now() - started) / 1000)} s → ${path.relative(root, OUT)}/`,
  );
  log(
    `contact sheet: ${path.relative(root, index)} and ${path.relative(root, path.join(OUT, 'contact-sheet.png'))}`,
  );
} finally {
  await browser.close();
  for (const child of children) child.kill('SIGTERM');
}
