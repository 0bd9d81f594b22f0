import { expect, test, type APIRequestContext, type Page } from './policy-watch';
import { injectFault, logInAt, patchMerchant, resetSandbox } from './support';

// The chat room (issue 10; spec/shell.md §2, §4, §6, §9; docs/customer-service.md "Chat room").

test.beforeEach(async ({ request }) => resetSandbox(request));

const launcher = (page: Page) => page.getByTestId('chat-launcher');
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'chat_title' });

/** POST /__sandbox/chat: an account's chat unread count and group permission. */
async function setChat(
  request: APIRequestContext,
  data: { account: string; unread?: number; groupAllowed?: boolean | null },
): Promise<void> {
  const response = await request.post('/__sandbox/chat', { data });
  expect(response.ok(), await response.text()).toBe(true);
}

async function logInAs(page: Page, account: string): Promise<void> {
  await logInAt(page, account, '/?lang=cimode');
  await expect(page.getByTestId('account-bar')).toBeVisible();
}

test.describe('gating', () => {
  test('a visitor sees the chat where the feature is on; opening it asks for a login', async ({ page }) => {
    await page.goto('/?lang=cimode');
    await expect(launcher(page)).toBeVisible();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await launcher(page).click();
    const prompt = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: 'in_sorry_in' });
    await expect(prompt).toBeVisible();
    await expect(chatWindow(page)).toHaveCount(0);
    // The prompt's login button opens the login popup modal.
    await prompt.getByRole('button', { name: 'login' }).click();
    await expect(page.locator('input[name="username"]:visible')).toBeVisible();
  });

  test('the feature off hides it, for visitors and members', async ({ page, request }) => {
    await patchMerchant(request, 'demo', { whitelabel: { CHAT3: 0 } });
    await page.goto('/?lang=cimode');
    await expect(page.getByTestId('shell-footer')).toBeVisible();
    await expect(launcher(page)).toHaveCount(0);
    await logInAs(page, 'player01');
    await expect(launcher(page)).toHaveCount(0);
  });

  test('a member whose group is checked and not allowed does not see it', async ({ page, request }) => {
    await setChat(request, { account: 'player01', groupAllowed: false });
    await logInAs(page, 'player01');
    await expect(page.getByTestId('chat')).toHaveAttribute('data-visible', 'false');
    await expect(launcher(page)).toHaveCount(0);
    await setChat(request, { account: 'player01', groupAllowed: true });
    await page.reload();
    await expect(launcher(page)).toBeVisible();
  });

  test('a free-play account (isAgent 4) is refused with in_please_information', async ({ page }) => {
    await page.goto('/login?lang=cimode');
    await page.getByTestId('free-play').click();
    await expect(page.getByTestId('account-bar')).toBeVisible();
    await launcher(page).click();
    await expect(
      page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'in_please_information' }),
    ).toBeVisible();
    await expect(chatWindow(page)).toHaveCount(0);
  });

  test('hidden on /seamless', async ({ page }) => {
    await page.goto('/?lang=cimode');
    await expect(launcher(page)).toBeVisible();
    await page.goto('/seamless?lang=cimode');
    await expect(page.locator('body')).toHaveAttribute('data-chat', 'hidden');
    await expect(launcher(page)).toBeHidden();
  });
});

test.describe('a member', () => {
  test('opens the room with an auth key and the encoded token, and closes it', async ({ page }) => {
    await logInAs(page, 'player01');
    await launcher(page).click();
    const window = chatWindow(page);
    await expect(window).toBeVisible();
    await expect(window).toHaveAttribute('aria-modal', 'false');
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(window).toHaveAttribute('data-user', 'player01');
    await expect(page.getByTestId('chat-room')).toHaveAttribute('src', /^\/__sandbox\/chat\/room\?key=ak/);
    const room = page.frameLocator('[data-testid="chat-room"]');
    await expect(room.getByTestId('chat-room-user')).toHaveText('Signed in as player01');
    await expect(room.getByTestId('chat-room-messages').locator('li')).toHaveCount(3);
    // The encoded token arrives by message, not in the URL.
    await expect(room.getByTestId('chat-room-connected')).toHaveText('Connected as player01');
    await window.getByTestId('chat-close').click();
    await expect(window).toHaveCount(0);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('saving the auth key fails: the plain chat link with a null key', async ({ page, request }) => {
    await injectFault(request, { method: 'POST', path: '/wps/member/info/authKey', status: 500 });
    await logInAs(page, 'player01');
    await launcher(page).click();
    await expect(page.getByTestId('chat-room')).toHaveAttribute('src', '/__sandbox/chat/room');
    const room = page.frameLocator('[data-testid="chat-room"]');
    await expect(room.getByTestId('chat-room-user')).toHaveText('Guest');
  });

  test('the token step fails: the window closes and a warning is logged', async ({ page, request }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await logInAs(page, 'player01');
    await injectFault(request, { method: 'POST', path: '/wps/chat/token', status: 500 });
    await launcher(page).click();
    await expect.poll(() => warnings.some((w) => w.startsWith('[chat] launch failed'))).toBe(true);
    await expect(chatWindow(page)).toHaveCount(0);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('unread over 99 shows dots; the sync retries after a failure', async ({ page, request }) => {
    await setChat(request, { account: 'player01', unread: 100 });
    await logInAs(page, 'player01');
    await expect(page.getByTestId('chat-unread')).toHaveText('...');
    await setChat(request, { account: 'player01', unread: 99 });
    // The first read fails; the retry 1000 ms after load shows the count.
    await injectFault(request, { method: 'GET', path: '/wps/chat/unread', status: 500, times: 1 });
    await page.reload();
    await expect(page.getByTestId('chat-unread')).toHaveText('99');
  });

  test('the user details follow the login state', async ({ page }) => {
    await logInAs(page, 'player01');
    await launcher(page).click();
    await expect(chatWindow(page)).toHaveAttribute('data-user', 'player01');
    await page.getByTestId('logout-button').click();
    await page.getByRole('button', { name: 'confirm' }).click();
    await expect(chatWindow(page)).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
  });
});

test.describe('the window', () => {
  test('dragged by its header, kept on screen; resized within 200-480 wide and at least 280 high', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await logInAs(page, 'player01');
    await launcher(page).click();
    const window = chatWindow(page);
    await expect(page.getByTestId('chat-room')).toBeVisible();

    const header = page.getByTestId('chat-drag');
    const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await page.mouse.up();
    };
    const box = async () => (await window.boundingBox())!;

    // The pointer stays inside the page (a release outside it never reaches the page).
    // Drag to the top left corner, grabbed 20 px in: the window would leave the page, it stops at the corner.
    let start = (await header.boundingBox())!;
    await drag({ x: start.x + 20, y: start.y + 10 }, { x: 2, y: 2 });
    expect(await box()).toMatchObject({ x: 0, y: 0 });
    // Drag to the middle: follows the pointer.
    start = (await header.boundingBox())!;
    await drag({ x: start.x + 20, y: start.y + 10 }, { x: start.x + 320, y: start.y + 210 });
    expect(await box()).toMatchObject({ x: 300, y: 200 });

    const handle = page.getByTestId('chat-resize');
    const corner = async () => {
      const h = (await handle.boundingBox())!;
      return { x: h.x + h.width / 2, y: h.y + h.height / 2 };
    };
    // Shrink far: the minimum 200 x 280.
    let c = await corner();
    await drag(c, { x: 302, y: 202 });
    expect(await box()).toMatchObject({ width: 200, height: 280 });
    // Grow far: at most 480 wide, and no lower than the viewport.
    c = await corner();
    await drag(c, { x: 1199, y: 799 });
    const grown = await box();
    expect(grown.width).toBe(480);
    expect(grown.y + grown.height).toBe(800);

    // Drag past the bottom right: stays inside.
    start = (await header.boundingBox())!;
    await drag({ x: start.x + 20, y: start.y + 10 }, { x: 1199, y: 799 });
    const moved = await box();
    expect(moved.x + moved.width).toBe(1200);
    expect(moved.y + moved.height).toBe(800);

    // A smaller viewport: shrunk and moved back inside.
    await page.setViewportSize({ width: 700, height: 500 });
    await expect
      .poll(async () => {
        const b = await box();
        return b.x + b.width <= 700 && b.y + b.height <= 500 && b.height >= 280;
      })
      .toBe(true);
  });
});
