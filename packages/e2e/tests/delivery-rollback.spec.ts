import { expect, test } from './policy-watch';
import {
  CONTRACT,
  recordRemoteVersions,
  remoteMapOf,
  setContractVersion,
  startDeliverySite,
  type DeliverySite,
} from './delivery-support';

// One registry copy and one site for the file: its tests publish in order.
test.describe.configure({ mode: 'serial' });

let site: DeliverySite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startDeliverySite('node', 8141, 8142);
});
test.afterAll(async () => site?.stop());
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${site.url}/__sandbox/reset`)).ok()).toBe(true);
});

test('publish v1 and v2 of games-lobby, roll back to v1: the next page load uses v1, the other five unchanged, nothing rebuilt', async ({
  page,
}) => {
  const before = await remoteMapOf(site.url);
  const build = site.buildFrom('games-lobby', before['games-lobby']!.version);
  const published = await site.cli('publish', 'games-lobby', '--version', '1.1.0', '--from', build);
  expect(published.stdout).toContain('published games-lobby 1.1.0');
  await site.cli('publish', 'games-lobby', '--version', '1.2.0', '--from', build);

  const versions = recordRemoteVersions(page);
  await page.goto(`${site.url}/electron`);
  await expect(page.getByTestId('games-lobby')).toBeVisible();
  expect(versions.get('games-lobby')).toEqual(['1.2.0']);

  const rollback = await site.cli('rollback', 'games-lobby', '--to', '1.1.0');
  expect(rollback.stdout).toContain('games-lobby now at 1.1.0');
  test.info().annotations.push({ type: 'wl-deploy rollback', description: `${rollback.ms} ms` });
  console.log(`wl-deploy rollback: ${rollback.ms} ms`);

  versions.clear();
  await page.reload();
  await expect(page.getByTestId('games-lobby')).toBeVisible();
  expect(versions.get('games-lobby')).toEqual(['1.1.0']);
  const after = await remoteMapOf(site.url);
  expect(after['games-lobby']!.version).toBe('1.1.0');
  for (const id of ['lottery', 'promotions', 'points-mall', 'agent-contracts', 'member-centre'])
    expect(after[id], id).toEqual(before[id]);
  // The home page: games-lobby at v1, promotions still from its own published folder.
  versions.clear();
  await page.goto(`${site.url}/`);
  await expect(page.getByTestId('games-entry')).toBeVisible();
  expect(versions.get('games-lobby')).toEqual(['1.1.0']);
  expect(versions.get('promotions')).toEqual([before.promotions!.version]);
});

test('a canary for merchant lite only: lite runs the new promotions, demo keeps the old one', async ({
  browser,
}) => {
  const old = (await remoteMapOf(site.url)).promotions!.version;
  await site.cli(
    'publish',
    'promotions',
    '--version',
    '1.5.0',
    '--from',
    site.buildFrom('promotions', old),
    '--merchant',
    'lite',
  );
  const status = await site.cli('status');
  // Columns: remote, default, closed, demo, lite, available ('=' runs the default).
  expect(status.stdout).toMatch(
    new RegExp(`^promotions\\s+${old.replace(/\./g, '\\.')}\\s+=\\s+=\\s+1\\.5\\.0\\s`, 'm'),
  );

  for (const [merchant, expected] of [
    ['lite', '1.5.0'],
    ['demo', old],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const versions = recordRemoteVersions(page);
    await page.goto(`${site.merchantUrl(merchant)}/promotions`);
    await expect(page.getByTestId('promotions-page')).toBeVisible();
    expect(versions.get('promotions'), merchant).toEqual([expected]);
    await context.close();
  }
  await site.cli('clear-override', 'promotions', '--merchant', 'lite');
});

test('version skew: a remote built against the previous minor works, another major shows the fallback card', async ({
  page,
}) => {
  // The host is past x.0.0 (contract 1.1.0 added isContractCompatible), so an older minor of its major exists.
  expect(CONTRACT.olderMinor).not.toBe(CONTRACT.host);
  const base = (await remoteMapOf(site.url))['games-lobby']!.version;
  await site.cli(
    'publish',
    'games-lobby',
    '--version',
    '1.3.0',
    '--from',
    site.buildFrom('games-lobby', base, (manifest) => setContractVersion(manifest, CONTRACT.olderMinor)),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${site.url}/electron`);
  await expect(page.getByTestId('games-lobby')).toBeVisible();
  expect(errors.filter((text) => text.includes('shell contract'))).toEqual([]);

  await site.cli(
    'publish',
    'games-lobby',
    '--version',
    '2.0.0',
    '--from',
    site.buildFrom('games-lobby', base, (manifest) => setContractVersion(manifest, CONTRACT.nextMajor)),
  );
  await page.goto(`${site.url}/electron`);
  await expect(page.getByTestId('remote-fallback-games-lobby')).toBeVisible();
  await expect(page.getByTestId('shell-header')).toBeVisible();
  expect(
    errors.some((text) =>
      text.includes(`shell contract ${CONTRACT.nextMajor}, the host implements ${CONTRACT.host}`),
    ),
    errors.join('\n'),
  ).toBe(true);
  // Refused before its code ran: its container (the global `games_lobby` its remoteEntry.js defines) never appeared.
  expect(await page.evaluate(() => 'games_lobby' in window)).toBe(false);
  await site.cli('rollback', 'games-lobby', '--to', '1.3.0');
});

test('a per-browser override points one remote at another published version, only where the merchant allows it', async ({
  browser,
  request,
}) => {
  await site.cli('rollback', 'games-lobby', '--to', '1.3.0');
  const open = async (path: string, storage?: string) => {
    const context = await browser.newContext();
    if (storage)
      await context.addInitScript((value) => localStorage.setItem('wl.remote-override', value), storage);
    const page = await context.newPage();
    const versions = recordRemoteVersions(page);
    await page.goto(`${site.url}${path}`);
    await expect(page.getByTestId('games-lobby')).toBeVisible();
    const seen = versions.get('games-lobby');
    // The remote that runs defines its container global.
    expect(await page.evaluate(() => 'games_lobby' in window)).toBe(true);
    await context.close();
    return seen;
  };
  // Off by default (as for a production merchant): the query parameter is ignored.
  expect(await open('/electron?remote-override=games-lobby@1.0.0')).toEqual(['1.3.0']);

  const patched = await request.patch(`${site.url}/__sandbox/merchants/demo`, {
    data: { settings: { remoteOverride: true } },
  });
  expect(patched.ok()).toBe(true);
  // The server's preload hints name the mapped version; the runtime then loads the overridden one.
  expect(await open('/electron?remote-override=games-lobby@1.0.0')).toEqual(['1.3.0', '1.0.0']);
  expect(await open('/electron', 'games-lobby@1.0.0')).toEqual(['1.3.0', '1.0.0']);
  // Only published versions on this site: another origin is never accepted.
  expect(await open('/electron?remote-override=games-lobby@http://evil.localhost/x.json')).toEqual(['1.3.0']);
});
