import { expect, test } from '@playwright/test';
import { logInAt, push, resetSandbox, revealHomeWidgets, waitForRealtime } from './support';

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
  // One federation runtime serves the host and every remote (issue 7): it keeps the share scope, which records the
  // versions registered for a shared module, where the copy in use came from and which containers use it; the
  // containers on the page are its instances.
  const report = await page.evaluate((names) => {
    type Shared = { from?: string; useIn?: string[] };
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, { default?: Record<string, Record<string, Shared>> }>;
          __INSTANCES__: { name: string }[];
        };
      }
    ).__FEDERATION__;
    const share = federation.__SHARE__;
    const containers = federation.__INSTANCES__.map((instance) => instance.name);
    return {
      containers,
      modules: Object.fromEntries(
        names.map((name) => {
          const versions = new Set<string>();
          const from = new Set<string>();
          const users = new Set<string>();
          for (const scopes of Object.values(share)) {
            for (const [version, info] of Object.entries(scopes.default?.[name] ?? {})) {
              versions.add(version);
              if (info.from) from.add(info.from);
              for (const user of info.useIn ?? []) users.add(user);
            }
          }
          return [name, { versions: [...versions], from: [...from], users: [...users] }];
        }),
      ),
    };
  }, SINGLETONS);
  // The host and the six remotes this page loaded.
  expect(report.containers.sort()).toEqual([
    'agent_contracts',
    'games_lobby',
    'host',
    'lottery',
    'member_centre',
    'promotions',
  ]);
  for (const name of SINGLETONS) {
    const module = report.modules[name]!;
    expect(module.versions, `${name}: one version registered`).toHaveLength(1);
    expect(module.from, `${name}: the copy in use is the host's`).toEqual(['host']);
    for (const user of module.users) expect(report.containers, `${name} user ${user}`).toContain(user);
  }
  // Every remote renders with React and observes MobX, so each uses the host's copy.
  for (const name of ['react', 'mobx', 'mobx-react-lite']) {
    expect(report.modules[name]!.users.sort(), name).toEqual([...report.containers].sort());
  }
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
