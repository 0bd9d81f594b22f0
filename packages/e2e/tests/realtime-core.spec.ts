import { expect, test, type APIRequestContext, type Page } from './policy-watch';
import { SITE } from '../playwright.config';
import { logIn, logInAt, push, resetSandbox, waitForRealtime } from './support';

/** The realtime endpoint's state (`GET /__sandbox/realtime`). */
interface RealtimeStatus {
  running: boolean;
  sessions: { merchant: string | null; customerId: number | null; destinations: string[] }[];
}

async function realtimeStatus(request: APIRequestContext): Promise<RealtimeStatus> {
  const response = await request.get('/__sandbox/realtime');
  expect(response.ok()).toBe(true);
  return (await response.json()).value;
}

/** POST a `/__sandbox/realtime/*` hook and answer its value. */
async function realtimeHook(request: APIRequestContext, hook: string, data: unknown = {}): Promise<unknown> {
  const response = await request.post(`/__sandbox/realtime/${hook}`, { data });
  expect(response.ok()).toBe(true);
  return (await response.json()).value;
}

/** Who follows `destination` right now (customerIds; null for a visitor). */
const followers = async (request: APIRequestContext, destination: string) =>
  (await realtimeStatus(request)).sessions
    .filter((s) => s.destinations.includes(destination))
    .map((s) => s.customerId);

/** The member centre's list of account events (a remote listing INBOX, DEPOSIT, ... from the bus). */
const listed = (page: Page, text: string) =>
  page.getByTestId('member-events').locator('li', { hasText: text });

test.beforeEach(async ({ request }) => resetSandbox(request));

test('an event reaches only its member, with both members connected in their own browsers', async ({
  browser,
  request,
}) => {
  const players = await browser.newContext({ baseURL: SITE });
  const agents = await browser.newContext({ baseURL: SITE });
  const player = await players.newPage();
  const agent = await agents.newPage();
  for (const [page, account] of [
    [player, 'player01'],
    [agent, 'agent01'],
  ] as const) {
    await logInAt(page, account, '/member');
    await expect(page.getByTestId('member-events')).toBeVisible();
    await waitForRealtime(request, account);
  }

  // Delivered to one subscription: the player's; the agent's connection never gets it.
  expect((await push(request, 'player01', 'INBOX', { title: 'For player01 only' })).delivered).toBe(1);
  expect((await push(request, 'agent01', 'INBOX', { title: 'For agent01 only' })).delivered).toBe(1);
  await expect(listed(player, 'For player01 only')).toHaveCount(1);
  await expect(listed(agent, 'For agent01 only')).toHaveCount(1);
  await expect(listed(player, 'For agent01 only')).toHaveCount(0);
  await expect(listed(agent, 'For player01 only')).toHaveCount(0);
  await players.close();
  await agents.close();
});

test("the sandbox refuses a subscription to another member's topic (a raw SockJS + STOMP connection)", async ({
  page,
}) => {
  await logIn(page, 'player01');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  // SockJS's raw WebSocket transport through the site, STOMP frames by hand: CONNECT with the member's token, then
  // the member's own topic (with a receipt) and agent02's (customerId 10003).
  const frames = await page.evaluate(
    async ({ token, own, other }) => {
      const session = Math.random().toString(36).slice(2, 10);
      const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/rtmsg/000/${session}/websocket`);
      const send = (frame: string) => ws.send(JSON.stringify([frame]));
      const seen: string[] = [];
      return new Promise<string[]>((resolve) => {
        const giveUp = setTimeout(() => resolve(seen), 8000);
        ws.onmessage = (event) => {
          const data = String(event.data);
          if (data === 'o') {
            send(`CONNECT\naccept-version:1.2\nheart-beat:0,0\ntoken:${token}\nmerchant:demo\n\n\0`);
            return;
          }
          if (!data.startsWith('a')) return;
          for (const frame of JSON.parse(data.slice(1)) as string[]) {
            seen.push(frame);
            if (frame.startsWith('CONNECTED'))
              send(`SUBSCRIBE\nid:own\ndestination:${own}\nreceipt:r-own\n\n\0`);
            if (frame.startsWith('RECEIPT')) send(`SUBSCRIBE\nid:other\ndestination:${other}\n\n\0`);
          }
        };
        ws.onclose = () => {
          clearTimeout(giveUp);
          resolve(seen);
        };
      });
    },
    { token, own: '/topic/user/10001', other: '/topic/user/10003' },
  );
  expect(frames.map((frame) => frame.split('\n')[0])).toEqual(['CONNECTED', 'RECEIPT', 'ERROR']);
  expect(frames[2]).toContain('message:forbidden');
});

test('the endpoint stopped and restarted mid-session: the client reconnects within 5 s, the redelivered event is shown once and the next arrives exactly once', async ({
  page,
  request,
}) => {
  const received: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => received.push(String(frame.payload))));
  await logInAt(page, 'player01', '/member');
  // The list subscribes to the bus when it mounts: an event before that is listed nowhere.
  await expect(page.getByTestId('member-events')).toBeVisible();
  await waitForRealtime(request, 'player01');
  await push(request, 'player01', 'INBOX', { title: 'Before the restart' });
  await expect(listed(page, 'Before the restart')).toHaveCount(1);

  await realtimeHook(request, 'stop');
  expect(await followers(request, '/topic/user/10001')).toEqual([]);
  // Back up, delivering each member's last event again (same event id) when their topic is subscribed anew.
  await realtimeHook(request, 'start', { redeliverLast: true });
  await expect
    .poll(() => followers(request, '/topic/user/10001'), { timeout: 5_000, intervals: [100, 250] })
    .toEqual([10001]);

  expect((await push(request, 'player01', 'INBOX', { title: 'After the restart' })).delivered).toBe(1);
  await expect(listed(page, 'After the restart')).toHaveCount(1);
  // The server did send the earlier event twice (it reached the page again) ...
  await expect.poll(() => received.filter((frame) => frame.includes('Before the restart')).length).toBe(2);
  // ... and the page handed it on once: the list of account events shows it once.
  await expect(listed(page, 'Before the restart')).toHaveCount(1);
});

test('an auth ERROR from the realtime server stops the retries and signs out as a 401 does', async ({
  page,
  request,
}) => {
  await logInAt(page, 'player01', '/member?lang=cimode');
  await waitForRealtime(request, 'player01');

  expect(await realtimeHook(request, 'refuse', { account: 'player01' })).toEqual({ refused: 1 });
  const dialog = page.getByRole('dialog').filter({ hasText: 'in_sorry_in' });
  await expect(dialog).toBeVisible();
  // While the member reads it, nothing reconnects with the refused token (a retry would be back within 1 s).
  await page.waitForTimeout(2_000);
  expect(await followers(request, '/topic/user/10001')).toEqual([]);

  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`${SITE}/$`));
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test("a draw broadcast reaches the lottery lobby's results through the shell's topic service, for a visitor too", async ({
  page,
  request,
}) => {
  await page.goto('/lottery?gameCode=CQSSC&lang=cimode');
  const results = page.getByTestId('lt-results');
  // The lottery area, its games and draws load first (slow on a busy machine).
  await expect(results.locator('tbody tr')).toHaveCount(5, { timeout: 20_000 });
  // A visitor's connection (no token) follows the selected game's draw topic.
  await expect.poll(() => followers(request, '/topic/draw_number/CQSSC')).toEqual([null]);

  const draw = { gameCode: 'CQSSC', numero: '20991231-0001', winNo: '9,8,7,6,5' };
  const sent = (await realtimeHook(request, 'broadcast', { gameCode: 'CQSSC', body: draw })) as {
    delivered: number;
  };
  expect(sent.delivered).toBe(1);
  await expect(results.locator('tbody tr').first()).toContainText('20991231-0001');
  await expect(results.locator('tbody tr').first().getByRole('listitem')).toHaveText([
    '9',
    '8',
    '7',
    '6',
    '5',
  ]);
  await expect(results.locator('tbody tr')).toHaveCount(5);

  // Another game's draw is not this game's result.
  await realtimeHook(request, 'broadcast', {
    gameCode: 'TXFFC',
    body: { gameCode: 'TXFFC', numero: '20991231-0002', winNo: '1,1,1,1,1' },
  });
  await realtimeHook(request, 'broadcast', {
    gameCode: 'CQSSC',
    body: { gameCode: 'CQSSC', numero: '20991231-0003', winNo: '0,1,2,3,4' },
  });
  await expect(results.locator('tbody tr').first()).toContainText('20991231-0003');
  await expect(results).not.toContainText('20991231-0002');
});
