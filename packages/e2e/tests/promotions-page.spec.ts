import { expect, test, type Page } from './policy-watch';
import { logInAt, push, resetSandbox, waitForRealtime } from './support';
import { card, freePlay, logInKeys } from './promotions-support';

test.beforeEach(async ({ request }) => resetSandbox(request));

/** Every promotion type of spec/products.md §3 has a seeded promotion (id → type). */
const TYPES: Record<number, string> = {
  2001: 'FIRST_DEPOSIT',
  2002: 'REGISTER',
  2003: 'LOGIN',
  2004: 'DEPOSIT',
  2005: 'SECOND_DEPOSIT',
  2006: 'DEPOSIT_BET_BONUS',
  2007: 'UPGRADE_BONUS',
  2008: 'MISSION',
  2009: 'REFERRAL',
  2010: 'SAVIOR',
  2011: 'DEPOSIT_COUNT',
  2012: 'THIRD_DEPOSIT',
  2013: 'FOURTH_DEPOSIT',
  2014: 'FIFTH_DEPOSIT',
};

async function openPopup(page: Page, id: number) {
  await page.goto(`/promotions?lang=cimode&id=${id}`);
  const popup = page.getByTestId('promotion-popup');
  await expect(popup).toBeVisible();
  return popup;
}

test('the page lists a card for every promotion type with image, title, start day and month', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/wps/promotion/list')).json()).value as {
    id: number;
    promotionType: string;
  }[];
  for (const [id, type] of Object.entries(TYPES))
    expect(list.find((p) => p.id === Number(id))?.promotionType).toBe(type);
  await page.goto('/promotions?lang=cimode');
  await expect(page.getByTestId('promotion-card')).toHaveCount(15);
  const first = card(page, 2004);
  await expect(first.locator('img')).toHaveAttribute('src', '/wps/res/img/banner/promo-daily-deposit.svg');
  await expect(first.locator('.pr-card__day')).toHaveText('05');
  await expect(first.locator('.pr-card__month')).toHaveText('month_11');
  const more = first.getByRole('button', { name: 'more_open' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(first.getByRole('button', { name: 'more_close' })).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByTestId('promotion-content')).toContainText('1,888');
});

test('a hash opens and scrolls to its promotion; /promotion and the t query work the same', async ({
  page,
}) => {
  await page.goto('/promotion?lang=cimode&t=1700000000000#2014');
  const target = card(page, 2014);
  await expect(target.getByTestId('promotion-content')).toBeVisible();
  await expect(target).toBeInViewport();
  await expect(page.getByTestId('promotion-content')).toHaveCount(1);
});

test('a query id opens the popup: title, HTML content, I agree closes it; an unknown id opens nothing', async ({
  page,
}) => {
  const popup = await openPopup(page, 2006);
  await expect(popup).toHaveAttribute('role', 'dialog');
  await expect(popup).toHaveAttribute('aria-modal', 'true');
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText('无上限天天返水');
  await expect(popup.getByTestId('promotion-popup-content').locator('li')).toHaveCount(2);
  // A visitor gets no go button in the popup.
  await expect(popup.getByTestId('promotion-popup-go')).toHaveCount(0);
  await popup.getByRole('button', { name: 'popup_agree' }).click();
  await expect(popup).toHaveCount(0);

  await page.goto('/promotions?lang=cimode&id=999999');
  await expect(page.getByTestId('promotion-card')).toHaveCount(15);
  await expect(page.getByTestId('promotion-popup')).toHaveCount(0);
});

/** For each account: does the popup of each promotion show a go button? */
const GATING: { who: string; login: (page: Page) => Promise<void>; go: Record<number, boolean> }[] = [
  // isAgent 0, VIP label AUTO: referral and the VIP upgrade too.
  {
    who: 'player01',
    login: (p) => logInKeys(p, 'player01'),
    go: { 2009: true, 2007: true, 2004: true, 2002: false },
  },
  // isAgent 0 with a MANUAL label: no VIP benefit.
  {
    who: 'vipfixed01',
    login: (p) => logInKeys(p, 'vipfixed01'),
    go: { 2009: true, 2007: false, 2008: true },
  },
  // Agents (1, 2): no referral.
  { who: 'agent01', login: (p) => logInKeys(p, 'agent01'), go: { 2009: false, 2004: true, 2010: true } },
  { who: 'agent02', login: (p) => logInKeys(p, 'agent02'), go: { 2009: false, 2001: true, 2008: true } },
  // Free play (isAgent 4): never.
  { who: 'free play', login: freePlay, go: { 2009: false, 2004: false, 2008: false } },
];

for (const { who, login, go } of GATING) {
  test(`popup go button gating for ${who}`, async ({ page }) => {
    await login(page);
    for (const [id, shown] of Object.entries(go)) {
      const popup = await openPopup(page, Number(id));
      await expect(popup.getByTestId('promotion-popup-go'), `promotion ${id}`).toHaveCount(shown ? 1 : 0);
    }
  });
}

test('the popup go button follows the redirect through the shell and closes the popup', async ({ page }) => {
  await logInKeys(page, 'player01');
  const popup = await openPopup(page, 2009);
  await popup.getByTestId('promotion-popup-go').click();
  await expect(page).toHaveURL(/\/member\/referral$/);
  await expect(page.getByTestId('promotion-popup')).toHaveCount(0);
});

/** Each member-page redirect's go button on its card, as player01: where it leads. */
const REDIRECTS: { redirect: string; id: number; path: RegExp }[] = [
  { redirect: 'DEPOSIT', id: 2004, path: /\/member\/depositv2$/ },
  { redirect: 'REWARD_CENTER', id: 2006, path: /\/member\/rewardCenter$/ },
  { redirect: 'MISSION', id: 2010, path: /\/member\/mission$/ },
  { redirect: 'INVITE_FRIENDS', id: 2009, path: /\/member\/referral$/ },
  { redirect: 'MEMBER', id: 2007, path: /\/member$/ },
  { redirect: 'POINT_MARKET', id: 2008, path: /\/member\/pointMall$/ },
];

for (const [id, path, name] of [
  [2003, /\/download$/, 'APP_DOWNLOAD'],
  [2002, /\/register$/, 'REGISTER'],
] as const) {
  test(`the ${name} redirect leads a visitor to its page`, async ({ page }) => {
    await page.goto('/promotions?lang=cimode');
    await card(page, id).getByRole('button', { name: 'go_promotion' }).click();
    await expect(page).toHaveURL(path);
  });
}

test('REDIRECT_URL opens its http(s) link in a new window; no redirect, no go button', async ({
  page,
  context,
}) => {
  await context.route('https://www.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>reload</title>' }),
  );
  await page.goto('/promotions?lang=cimode');
  const opened = context.waitForEvent('page');
  await card(page, 2005).getByRole('button', { name: 'go_promotion' }).click();
  const external = await opened;
  expect(external.url()).toBe('https://www.example.com/weekend-reload');
  expect(await external.evaluate(() => window.opener)).toBeNull();
  await expect(card(page, 2011).getByRole('button', { name: 'go_promotion' })).toHaveCount(0);
});

for (const { redirect, id, path } of REDIRECTS) {
  test(`the ${redirect} redirect leads player01 to its member page`, async ({ page }) => {
    await logInAt(page, 'player01', '/promotions?lang=cimode');
    await card(page, id).getByRole('button', { name: 'go_promotion' }).click();
    await expect(page).toHaveURL(path);
  });
}

test('a REFERRAL card has no go button for an agent; a visitor is asked to log in on a member page', async ({
  page,
}) => {
  await page.goto('/promotions?lang=cimode');
  await card(page, 2008).getByRole('button', { name: 'go_promotion' }).click();
  await expect(
    page.locator('[role=alertdialog], [role=dialog]').filter({ hasText: 'in_sorry_in' }),
  ).toBeVisible();
  await logInAt(page, 'agent01', '/promotions?lang=cimode');
  await expect(card(page, 2004).getByRole('button', { name: 'go_promotion' })).toBeVisible();
  await expect(card(page, 2009).getByRole('button', { name: 'go_promotion' })).toHaveCount(0);
});

test('the account bar shows the available-promotion count and re-reads it on PROMOTION_CLAIM', async ({
  page,
  request,
}) => {
  await logInKeys(page, 'player01');
  const count = page.getByTestId('account-bar').getByTestId('promotion-count');
  // MANUAL 1 + RAFFLE 2 + LOGIN 1 + SAVIOR 1 + MISSION_MANUAL 1; DEPOSIT (4) is not counted.
  await expect(count).toHaveAttribute('data-count', '6');
  await expect(count).toHaveText(/6/);
  await waitForRealtime(request, 'player01');
  const set = await request.post('/__sandbox/promotion-state', {
    data: { account: 'player01', counts: { TICKET: 3 } },
  });
  expect(set.ok()).toBe(true);
  await push(request, 'player01', 'PROMOTION_CLAIM', { title: 'Claimed', amount: '5' });
  await expect(count).toHaveAttribute('data-count', '9');
  await count.click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId('promotions-page')).toBeVisible();
});

test('an account with nothing available shows the entry without a badge', async ({ page }) => {
  await logInKeys(page, 'agent02');
  const count = page.getByTestId('account-bar').getByTestId('promotion-count');
  await expect(count).toHaveAttribute('data-count', '0');
  await expect(count.locator('.pr-count__badge')).toHaveCount(0);
});

test('the static promo script is loaded on the promotions page only', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/common/promo-ui/index.js') scripts.push(r.url());
  });
  await page.goto('/?lang=cimode');
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  expect(scripts).toEqual([]);
  await page.goto('/promotions?lang=cimode');
  await expect
    .poll(() => page.evaluate(() => (window as { WLPromoUI?: { version: string } }).WLPromoUI?.version))
    .toBe('1.0.0');
  expect(scripts).toHaveLength(1);
});

for (const { lang, width } of [
  { lang: 'RU', width: 360 },
  { lang: 'AR', width: 412 },
  { lang: 'EN', width: 412 },
]) {
  test(`${lang} at ${width} px: every card's buttons show their whole labels, side by side or wrapped, never over each other`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 823 });
    await page.goto(`/promotions?lang=${lang}`);
    const actions = page.locator('.pr-card__actions');
    await expect(actions.first()).toBeVisible();
    // The seeded list has cards with two buttons and cards with three (the reward application's apply button).
    const rows = await actions.evaluateAll((all) =>
      all.map((row) =>
        [...row.querySelectorAll<HTMLElement>('.wl-button')].map((button) => {
          const { left, right, top, bottom } = button.getBoundingClientRect();
          return { cut: button.scrollWidth > button.clientWidth, left, right, top, bottom };
        }),
      ),
    );
    expect(rows.some((buttons) => buttons.length === 3)).toBe(true);
    for (const buttons of rows) {
      expect(buttons.filter((button) => button.cut)).toEqual([]);
      for (const [i, a] of buttons.entries())
        for (const b of buttons.slice(i + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart).toBe(true);
        }
    }
  });
}
