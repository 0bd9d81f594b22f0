import { expect, test } from '@playwright/test';
import { logIn, push, resetSandbox, waitForRealtime } from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('host and remotes share one copy of every singleton', async ({ page }) => {
  await logIn(page, 'agent02');
  await page.goto('/member/contracts');
  await expect(page.getByTestId('agent-contracts')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('countdown-panel')).toBeVisible();
  // The federation runtime records, per shared module, every version registered and which one was loaded.
  const report = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<
              string,
              Record<string, Record<string, { loaded?: boolean; lib?: unknown; useIn?: string[] }>>
            >
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, { versions: string[]; loaded: number; users: string[] }> = {};
    for (const scopes of Object.values(share)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        const entry = (result[name] ??= { versions: [], loaded: 0, users: [] });
        for (const [version, info] of Object.entries(versions)) {
          entry.versions.push(version);
          if (info.loaded || info.lib) entry.loaded += 1;
          entry.users.push(...(info.useIn ?? []));
        }
      }
    }
    return result;
  });
  for (const name of [
    'react',
    'react-dom',
    'mobx',
    'mobx-react-lite',
    'react-router-dom',
    '@wl/api-client',
    '@wl/event-bus',
  ]) {
    expect(report[name], name).toBeDefined();
    expect(new Set(report[name]!.versions).size, `${name} versions`).toBe(1);
    expect(report[name]!.loaded, `${name} loaded copies`).toBe(1);
  }
});

test('a MobX change made by the host re-renders an observer in a remote, and bus events flow both ways', async ({
  page,
  request,
}) => {
  await logIn(page, 'player01');
  await page.goto('/member');
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
