import { expect, test } from './policy-watch';
import { logInAt, push, resetSandbox, waitForRealtime } from './support';

test.beforeEach(async ({ request }) => resetSandbox(request));

test('a pushed realtime event reaches the host over SockJS/STOMP and is republished on the bus to a remote', async ({
  page,
  request,
}) => {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  await logInAt(page, 'player01', '/member');
  await expect(page.getByTestId('member-overview')).toBeVisible();
  await waitForRealtime(request, 'player01');

  await push(request, 'player01', 'INBOX', { title: 'Weekly bonus is ready' });
  // The member centre (a remote) subscribed to INBOX on the bus and lists it.
  await expect(page.getByTestId('member-events')).toContainText('Weekly bonus is ready');
  // The host shows it as a notification that stays until dismissed.
  await expect(page.locator('.wl-toast').filter({ hasText: 'Weekly bonus is ready' })).toBeVisible();
  // It came as a STOMP MESSAGE frame on the member's own topic. Playwright reports frames on its own channel, which
  // may come after the page has already shown the event: poll for it.
  await expect
    .poll(() => frames.some((f) => f.includes('MESSAGE') && f.includes('/topic/user/10001')))
    .toBe(true);
});

test('another member does not receive the event', async ({ page, request }) => {
  await logInAt(page, 'agent01', '/member');
  await waitForRealtime(request, 'agent01');
  const result = await push(request, 'player01', 'INBOX', { title: 'Not for agent01' });
  expect(result.delivered).toBe(0);
  await page.waitForTimeout(500);
  await expect(page.getByText('Not for agent01')).toHaveCount(0);
});
