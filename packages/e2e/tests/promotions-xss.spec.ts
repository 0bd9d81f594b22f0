import { expect, test, type Locator, type Page } from './policy-watch';
import { logInAt, push, resetSandbox, waitForRealtime } from './support';
import { addPromotionExtras, logInKeys } from './promotions-support';

test.beforeEach(async ({ request }) => resetSandbox(request));

/**
 * The corpus: every entry tries to run `window.__xss = '<name>'` (or an alert, or a navigation) or to take over the
 * page. None may: the test listens for dialogs and page errors, reads window.__xss, and checks the rendered DOM.
 */
const CORPUS = [
  '<script>window.__xss = "script"</script>',
  '<img src="/nope.png" onerror="window.__xss = \'img-onerror\'">',
  '<p onclick="window.__xss = \'onclick\'" onmouseover="window.__xss = \'onmouseover\'">hover me</p>',
  '<details open ontoggle="window.__xss = \'ontoggle\'"><summary>s</summary></details>',
  '<input autofocus onfocus="window.__xss = \'onfocus\'">',
  '<body onload="window.__xss = \'body-onload\'">',
  '<video><source onerror="window.__xss = \'source-onerror\'"></video>',
  '<a id="js-link" href="javascript:window.__xss = \'javascript-href\'">js link</a>',
  '<a id="js-link2" href=" JaVaScRiPt:alert(1)">js link 2</a>',
  '<a id="data-link" href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss = \'srcdoc\'</script>"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button id="form-btn">go</button></form>',
  '<svg onload="window.__xss = \'svg-onload\'"><script>window.__xss = "svg-script"</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="10">svg link</text></a><animate onbegin="alert(1)"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'"></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)"><mi>x</mi></math>',
  '<p>before</p><style>body { display: none !important; } * { background: url("/steal?c=1") }</style><p>after</p>',
  '<div id="styled" style="position: fixed; inset: 0; z-index: 99999; background: red">overlay</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="data:text/css,body{display:none}">',
  '<img name="getElementById"><form id="querySelector"></form><a id="defaultView" name="cookie">clobber</a>',
  '<form name="body"><input name="appendChild"></form><img id="__wlConfig" name="__wlConfig">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=\'noscript\'>">',
  '<template><img src=x onerror="window.__xss = \'template\'"></template>',
].join('\n');

const XSS_PROMOTION = {
  id: 9901,
  title: 'XSS corpus promotion',
  content: CORPUS,
  startDate: Date.UTC(2026, 10, 20),
  startDateStr: '2026-11-20',
  endDate: null,
  promotionType: 'DEPOSIT',
  redirect: 'REDIRECT_URL',
  // Not http(s): the go button must not exist.
  externalLink: 'javascript:window.__xss = "externalLink"',
  announcementImages: [{ imageId: 1, url: '/wps/res/img/banner/promo-vip.svg' }],
  promoAnnouncementCategoryIds: [1],
  remarkRequired: 'N',
  imageRequired: 'N',
};

/** Fails the test on any dialog, page error or a request to a place the corpus points at. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/steal')) problems.push(`request: ${request.url()}`);
  });
  return problems;
}

/** The rendered server HTML has no active content left. */
async function expectInert(page: Page, container: Locator) {
  await expect(container).toBeVisible();
  const report = await container.evaluate((root) => {
    const bad: string[] = [];
    for (const el of [root, ...root.querySelectorAll('*')]) {
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? '';
        if (/^on/i.test(attr)) bad.push(`${el.tagName} ${attr}`);
        if (
          /^(href|src|action|data|xlink:href|formaction|srcdoc)$/i.test(attr) &&
          /^\s*(javascript|data|vbscript):/i.test(value)
        )
          bad.push(`${el.tagName} ${attr}=${value}`);
      }
    }
    const forbidden = root.querySelectorAll(
      'script, iframe, object, embed, svg, math, style, meta, base, link',
    );
    for (const el of forbidden) bad.push(`element ${el.tagName}`);
    // DOM clobbering: every id and name left is prefixed, so none names a global or a document API.
    for (const el of root.querySelectorAll('[id], [name]'))
      for (const attr of ['id', 'name']) {
        const value = el.getAttribute(attr);
        if (value !== null && !value.startsWith('user-content-')) bad.push(`${el.tagName} ${attr}=${value}`);
      }
    return bad;
  });
  expect(report).toEqual([]);
  // Fire what a member would trigger on every element: a handler that slipped through would run now.
  await container.evaluate((root) => {
    for (const el of root.querySelectorAll('*'))
      for (const type of ['mouseover', 'focus', 'load', 'error', 'toggle', 'begin'])
        el.dispatchEvent(new Event(type));
  });
  const state = await page.evaluate(() => ({
    xss: (window as { __xss?: string }).__xss ?? null,
    getElementById: typeof document.getElementById,
    querySelector: typeof document.querySelector,
    cookie: typeof document.cookie,
    bodyShown: getComputedStyle(document.body).display !== 'none',
    clobbered: typeof (window as { __wlConfig?: unknown }).__wlConfig,
  }));
  expect(state).toMatchObject({
    xss: null,
    getElementById: 'function',
    querySelector: 'function',
    cookie: 'string',
    bodyShown: true,
    clobbered: 'undefined',
  });
  // An inline style cannot cover the page: the content box contains it. Both boxes are read in one go: the page may
  // still move (a widget above arriving) between two separate reads.
  const contained = await container.evaluate((root) => {
    const overlay = root.querySelector('#user-content-styled');
    if (!overlay) return true;
    const box = overlay.getBoundingClientRect();
    const outer = root.getBoundingClientRect();
    return box.top >= outer.top - 1 && box.bottom <= outer.bottom + 1;
  });
  expect(contained).toBe(true);
}

test('the corpus in a promotion card executes nothing', async ({ page, request }) => {
  await addPromotionExtras(request, { promotions: [XSS_PROMOTION] });
  const problems = watch(page);
  await page.goto('/promotions?lang=cimode#9901');
  const card = page.locator('#pr-promotion-9901');
  await expectInert(page, card.getByTestId('promotion-content'));
  await expect(card.getByRole('button', { name: 'go_promotion' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the corpus in the promotion popup executes nothing', async ({ page, request }) => {
  await addPromotionExtras(request, { promotions: [XSS_PROMOTION] });
  const problems = watch(page);
  await logInAt(page, 'player01', '/promotions?lang=cimode&id=9901');
  const popup = page.getByTestId('promotion-popup');
  await expectInert(page, popup.getByTestId('promotion-popup-content'));
  await popup.getByRole('button', { name: 'popup_agree' }).click();
  expect(problems).toEqual([]);
});

test('the corpus in notices (list, home strip, popup notice) executes nothing', async ({ page, request }) => {
  await addPromotionExtras(request, {
    notices: [
      { type: 'PL', id: 9911, title: 'XSS notice', content: CORPUS },
      { type: 'PU', id: 9912, title: 'XSS popup', content: CORPUS, execution: 'A' },
    ],
  });
  const problems = watch(page);
  await page.goto('/?lang=cimode');
  const popup = page.getByTestId('popup-notice');
  await expectInert(page, popup.getByTestId('popup-notice-content'));
  await popup.getByRole('button', { name: 'popup_agree' }).click();
  const strip = page.getByTestId('notice-strip');
  await strip.getByRole('button', { name: /XSS notice/ }).click();
  await expectInert(page, strip.getByTestId('notice-strip-content'));

  await page.goto('/news?lang=cimode');
  const item = page.getByTestId('notice-item').filter({ hasText: 'XSS notice' });
  await item.getByRole('button').click();
  await expectInert(page, item.getByTestId('notice-content'));
  expect(problems).toEqual([]);
});

test('the corpus in a MANUAL_PROMO bonus popup executes nothing', async ({ page, request }) => {
  const problems = watch(page);
  await logInKeys(page, 'player01');
  await waitForRealtime(request, 'player01');
  await push(request, 'player01', 'MANUAL_PROMO', { title: 'XSS bonus', amount: '1', content: CORPUS });
  const popup = page.getByTestId('bonus-popup');
  await expectInert(page, popup.locator('.pr-bonus__content'));
  expect(problems).toEqual([]);
});
