import { expect, test, type Page } from './policy-watch';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SITE } from '../playwright.config';
import { injectFault, logIn, resetSandbox, revealHomeWidgets } from './support';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const REGISTRY = path.join(ROOT, 'deploy', 'registry');

/** player01's customerId in the sandbox seed. */
const PLAYER01_ID = '10001';

test.beforeEach(async ({ request }) => resetSandbox(request));

const entry = (page: Page) => page.getByTestId('games-entry');
const tile = (page: Page, name: string) => entry(page).getByRole('article', { name });

async function openHome(page: Page) {
  await page.goto('/?lang=cimode');
  await expect(tile(page, 'entry_lottery')).toBeVisible();
}

/** Click, check where it went, come back to the home page. */
async function clickLeadsTo(
  page: Page,
  click: () => Promise<void>,
  path: string,
  query: Record<string, string>,
) {
  await click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(params).toMatchObject(query);
  await page.goBack();
  await expect(tile(page, 'entry_lottery')).toBeVisible();
}

test.describe('games-entry block', () => {
  test('shows the sports, live, fish, pvp, rng and lottery tiles with up to 3 cards each', async ({
    page,
  }) => {
    await openHome(page);
    await expect(entry(page).getByRole('article')).toHaveCount(6);
    expect(
      await entry(page)
        .getByRole('article')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ).toEqual(['type_SPORTS', 'type_LIVE', 'type_FISH', 'type_PVP', 'type_RNG', 'entry_lottery']);
    for (const name of ['type_SPORTS', 'type_LIVE', 'type_FISH', 'type_PVP', 'type_RNG', 'entry_lottery']) {
      const cards = await tile(page, name).getByRole('listitem').count();
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(3);
    }
    await expect(tile(page, 'entry_lottery').getByRole('listitem')).toHaveText([
      'WL Lottery',
      'VR Lottery',
      'WL Fast Lottery',
    ]);
  });

  test('a LOTT or ELOTT card goes to the lottery route with lottoGameGroup set to its tag', async ({
    page,
  }) => {
    await openHome(page);
    const lottery = tile(page, 'entry_lottery');
    await clickLeadsTo(page, () => lottery.getByRole('button', { name: 'WL Lottery' }).click(), '/lottery', {
      lottoGameGroup: 'WLLOTT',
    });
    await lottery.getByRole('button', { name: 'WL Fast Lottery' }).click();
    await expect(page.getByTestId('lottery-lobby')).toBeVisible();
    expect(new URL(page.url()).search).toBe('?lottoGameGroup=ELOTT');
  });

  test('the lottery tile shows 1 popular lottery, which opens the lottery lobby on that game', async ({
    page,
  }) => {
    await openHome(page);
    const popular = page.getByTestId('entry-popular-lottery');
    await expect(popular.getByRole('button')).toHaveCount(1);
    await popular.getByRole('button', { name: '重庆时时彩' }).click();
    await expect(page.getByTestId('lottery-lobby')).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/lottery');
    expect(Object.fromEntries(url.searchParams)).toEqual({ gameCode: 'CQSSC', gameId: '1' });
  });

  test('an RNG vendor opens /electron?page={vendor}; more games goes to the lower-cased type', async ({
    page,
  }) => {
    await openHome(page);
    await clickLeadsTo(
      page,
      () => tile(page, 'type_RNG').getByRole('button', { name: 'JDB Gaming' }).click(),
      '/electron',
      {
        page: 'JDB',
      },
    );
    for (const [name, path] of [
      ['type_SPORTS', '/sports'],
      ['type_LIVE', '/live'],
      ['type_FISH', '/fish'],
      ['type_PVP', '/pvp'],
      ['type_RNG', '/electron'],
      ['entry_lottery', '/lott'],
    ] as const) {
      await clickLeadsTo(
        page,
        () => tile(page, name).getByRole('button', { name: 'more_games' }).click(),
        path,
        {},
      );
    }
  });

  test('a VASSALAGE vendor opens the game popup with its games; closing it stays on the home page', async ({
    page,
  }) => {
    await openHome(page);
    const evolution = tile(page, 'type_LIVE').getByRole('button', { name: 'Evolution' });
    await evolution.click();
    const popup = page.getByRole('dialog', { name: 'popup_title' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Lightning Roulette')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(evolution).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a card with isGame game launches directly through the shell: the launch call goes out with its fields', async ({
    page,
  }) => {
    await logIn(page, 'player01');
    await openHome(page);
    const launch = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
    await tile(page, 'type_SPORTS').getByRole('button', { name: 'SABA Sports' }).click();
    const query = new URL((await launch).url()).searchParams;
    expect(query.get('vassalage')).toBe('SABA');
    expect(query.get('accountType')).toBe('1');
    expect(query.get('gameId')).toBeTruthy();
  });

  for (const width of [1350, 412]) {
    test(`the home page keeps the block's room while it loads, ${width} px wide`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await injectFault(request, { method: 'GET', path: '/wps/game/lanes', delayMs: 3000, times: 1 });
      await page.goto('/?lang=cimode');
      await expect(entry(page).getByRole('status')).toBeAttached();
      const slot = page.locator('.host-home__slot--games');
      const loading = (await slot.boundingBox())!.height;
      await expect(tile(page, 'entry_lottery')).toBeVisible();
      await expect(page.getByTestId('entry-popular-lottery').getByRole('button')).toBeVisible();
      const loaded = (await slot.boundingBox())!.height;
      expect(Math.abs(loaded - loading)).toBeLessThanOrEqual(1);
    });
  }

  test('a card with isGame game launches directly: a visitor is asked to log in (in_sorry_in)', async ({
    page,
  }) => {
    let launched = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/game/launchGame') launched = true;
    });
    await openHome(page);
    await tile(page, 'type_SPORTS').getByRole('button', { name: 'SABA Sports' }).click();
    await expect(page.getByRole('alertdialog').filter({ hasText: 'in_sorry_in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(launched).toBe(false);
  });
});

test.describe('winner board', () => {
  test('shows the rank and the server’s columns, asked with gameCategory ALL, limitNum 100, Language zh_CN', async ({
    page,
  }) => {
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/winner/board');
    await page.goto('/?lang=cimode');
    await revealHomeWidgets(page);
    const request = await asked;
    expect(Object.fromEntries(new URL(request.url()).searchParams)).toEqual({
      gameCategory: 'ALL',
      language: 'CN',
      limitNum: '100',
    });
    const headers = await request.allHeaders();
    expect(headers.language).toBe('zh_CN');
    expect(headers.customerid).toBeUndefined();

    const board = page.getByTestId('winner-board');
    await expect(board.getByRole('columnheader')).toHaveText([
      'winner_board_rank',
      '会员',
      '游戏',
      '中奖金额',
      '时间',
    ]);
    await expect(board.getByRole('row')).toHaveCount(101);
    const first = board.getByRole('row').nth(1).getByRole('cell');
    await expect(first.nth(0)).toHaveText('1');
    await expect(first.nth(1)).toHaveText(/^pla\*\*\*\d\d$/);
    await expect(first.nth(3)).toHaveText(/^\d{1,3}(,\d{3})*\.\d\d$/);
    await expect(first.nth(4)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  test('a member’s request carries CustomerId, and English asks in en_US', async ({ page }) => {
    await logIn(page, 'player01');
    const asked = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/wps/winner/board' && r.headers().language === 'en_US',
    );
    await page.goto('/?lang=en');
    await revealHomeWidgets(page);
    const headers = await (await asked).allHeaders();
    expect(headers.customerid).toBe(PLAYER01_ID);
    const board = page.getByTestId('winner-board');
    await expect(board.getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Game', 'Win', 'Time']);
    await expect(board.getByRole('heading', { name: 'Winners' })).toBeVisible();
  });

  test('shows the no-data message when the board is empty', async ({ page, request }) => {
    await injectFault(request, {
      method: 'GET',
      path: '/wps/winner/board',
      body: { success: true, value: { columns: [], list: [] }, errorCode: null, message: null },
    });
    await page.goto('/?lang=cimode');
    await revealHomeWidgets(page);
    await expect(page.getByTestId('winner-board').getByText('winner_board_empty')).toBeVisible();
    await expect(page.getByTestId('winner-board').getByRole('table')).toHaveCount(0);
  });

  test('keeps its slot’s height while loading, so the page does not shift', async ({ page }) => {
    // The board's answer is held until the loading height is read (a fixed delay raced the scroll through the
    // home page's other widgets).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/winner/board*', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/?lang=cimode');
    await revealHomeWidgets(page);
    const board = page.getByTestId('winner-board');
    await expect(board.getByRole('status')).toBeAttached();
    const slot = page.getByTestId('home-page').locator('> section').filter({ has: board });
    const loadingHeight = (await slot.boundingBox())!.height;
    release();
    await expect(board.getByRole('row').nth(1)).toBeVisible();
    expect((await slot.boundingBox())!.height).toBe(loadingHeight);
    expect(loadingHeight).toBe(420);
  });
});

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test.describe('games-lobby rollback', () => {
  // A registry of its own (the shared one is left alone): the built host and remotes linked in, games-lobby
  // published as 0.9.0 and then 1.1.0 with the real deploy tool, served by a second site server whose backend is
  // the suite's site (which proxies to the sandbox).
  let dir: string;
  let server: ChildProcess;
  let site: string;
  const deploy = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(ROOT, 'deploy', 'bin', 'wl-deploy.mjs'), ...args], {
      env: { ...process.env, WL_REGISTRY: dir },
      cwd: ROOT,
    });

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-rollback-'));
    fs.symlinkSync(path.join(REGISTRY, 'host'), path.join(dir, 'host'));
    fs.mkdirSync(path.join(dir, 'remotes'));
    for (const id of fs.readdirSync(path.join(REGISTRY, 'remotes'))) {
      if (id !== 'games-lobby')
        fs.symlinkSync(path.join(REGISTRY, 'remotes', id), path.join(dir, 'remotes', id));
    }
    fs.copyFileSync(path.join(REGISTRY, 'remotes.json'), path.join(dir, 'remotes.json'));
    const current = JSON.parse(fs.readFileSync(path.join(REGISTRY, 'remotes.json'), 'utf8'))['games-lobby'];
    const build = path.join(REGISTRY, 'remotes', 'games-lobby', current.version);
    deploy('publish', 'games-lobby', '--version', '0.9.0', '--from', build);
    deploy('publish', 'games-lobby', '--version', '1.1.0', '--from', build);

    const port = await freePort();
    site = `http://localhost:${port}`;
    server = spawn(
      process.execPath,
      [path.join(ROOT, 'deploy', 'bin', 'serve.mjs'), '--port', String(port), '--backend', SITE],
      {
        env: { ...process.env, WL_REGISTRY: dir },
        stdio: 'ignore',
      },
    );
    await expect
      .poll(async () => (await fetch(`${site}/site-config.json`).catch(() => null))?.status ?? 0, {
        timeout: 15_000,
      })
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('rolled back in /remotes.json, the older version is what the browser loads', async ({ page }) => {
    // Two full home pages, every widget scrolled into view: more than the default 30 s on a loaded 2-core machine.
    test.slow();
    const versions = new Set<string>();
    page.on('request', (request) => {
      const version = new URL(request.url()).pathname.match(/^\/remotes\/games-lobby\/([^/]+)\//)?.[1];
      if (version) versions.add(version);
    });
    await page.goto(`${site}/?lang=cimode`);
    await expect(page.getByTestId('games-entry')).toBeVisible();
    await revealHomeWidgets(page);
    await expect(page.getByTestId('winner-board').getByRole('table')).toBeVisible();
    expect([...versions]).toEqual(['1.1.0']);

    deploy('rollback', 'games-lobby', '0.9.0');
    expect((await (await fetch(`${site}/remotes.json`)).json())['games-lobby'].version).toBe('0.9.0');
    versions.clear();
    await page.reload();
    await expect(page.getByTestId('games-entry')).toBeVisible();
    await revealHomeWidgets(page);
    await expect(page.getByTestId('winner-board').getByRole('table')).toBeVisible();
    expect([...versions]).toEqual(['0.9.0']);
  });
});
