import { expect, test } from './policy-watch';
import { federationReport, logInAt, push, resetSandbox, revealHomeWidgets, waitForRealtime } from './support';

// The table the builds share (packages/mf-config): every entry must come from the host, in one version.
const { SHARED_SINGLETONS: SINGLETONS } = require('@wl/mf-config') as { SHARED_SINGLETONS: string[] };

test.beforeEach(async ({ request }) => resetSandbox(request));

test('host and remotes share one copy of every singleton', async ({ page }) => {
  await logInAt(page, 'agent02', '/member/contracts');
  await expect(page.getByTestId('agent-contracts')).toBeVisible();
  // Client-side navigation home keeps this page: the home widgets load the three other remotes into it.
  await page.getByRole('link', { name: /首页/ }).first().click();
  await revealHomeWidgets(page);
  await expect(page.getByTestId('countdown-panel')).toBeVisible();
  await expect(page.getByTestId('games-entry')).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  // The host's federation instance (@module-federation/enhanced, host/src/federation/mf-runtime.ts) started every
  // container on its share scope, which records for each shared module the versions registered and which build
  // provided each.
  const report = await federationReport(page);
  expect(report.hosts).toEqual(['host']);
  // The five remotes this page loaded.
  expect(report.loaded).toEqual(['agent_contracts', 'games_lobby', 'lottery', 'member_centre', 'promotions']);
  for (const name of SINGLETONS) {
    const module = report.shared[name];
    expect(module?.versions, `${name}: one version registered`).toHaveLength(1);
    expect(module?.from, `${name}: the copy registered is the host's`).toEqual(['host']);
  }
  // A production remote has no copy of its own to fall back on (@wl/mf-config remoteShared), so it uses these; the
  // next test shows a remote observing the host's MobX.
});

test('a MobX change made by the host re-renders an observer in a remote, and bus events flow both ways', async ({
  page,
  request,
}) => {
  await logInAt(page, 'player01', '/member');
  const sum = page.getByTestId('member-balance-sum');
  await expect(sum).toContainText('12,634.17');
  await waitForRealtime(request, 'player01');

  // Host → remote: the host republishes the realtime DEPOSIT on the bus (the member centre lists it) and reloads the
  // balance into its session store (the member centre's observer re-renders).
  await push(request, 'player01', 'DEPOSIT', { status: 'success', amount: '100.00' });
  await expect(page.getByTestId('member-events')).toContainText('100');
  await expect(sum).toContainText('12,734.17');
  await expect(page.getByTestId('account-balance')).toContainText('12,734.17');

  // Remote → host: the member centre asks for a refresh on the bus; the host calls the balance endpoint.
  const refreshed = page.waitForRequest((r) => r.url().includes('/wps/v2/wallets/balance'));
  await page
    .getByTestId('member-overview')
    .getByRole('button', { name: /refresh|刷新/i })
    .click();
  await refreshed;
});
