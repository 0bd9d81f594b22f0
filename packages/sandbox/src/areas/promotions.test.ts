import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const sandbox = createSandbox({ now: () => Date.UTC(2026, 10, 21) });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

/** Response values are checked field by field in the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function get(path: string, language = 'CN') {
  const response = await fetch(`http://localhost${path}`, {
    headers: { Language: language, Merchant: 'demo' },
  });
  return (await response.json()) as { success: boolean; value: Json };
}

describe('sandbox promotions area', () => {
  it('serves four home banners with safe links and no notices of other groups', async () => {
    const { value } = await get('/wps/notice?groupName=w_home&types=B,PL,PU&execution=B&platform=W');
    expect(value.banners).toHaveLength(4);
    for (const banner of value.banners) {
      expect(banner.url).toMatch(/^\/wps\/res\/img\/banner\/[a-z0-9-]+\.svg$/);
      expect(['URL', 'P']).toContain(banner.linkageType);
    }
    // Popup notices carry their execution: A and F pop up on the site, B (the seed's) does not.
    expect(value.popup.map((n: { execution: string }) => n.execution)).toEqual(['B']);
    expect(value.promotion).toEqual([]); // PR not asked for
  });

  it('lists player notices newest first, enough for several pages of 10', async () => {
    const { value } = await get('/wps/notice?groupName=w_promotion&types=B,PL,PU,PR&execution=B&platform=W');
    expect(value.player.length).toBeGreaterThan(20);
    const dates = value.player.map((n: { startDate: number }) => n.startDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(value.promotion).toHaveLength(1);
  });

  it('answers in Chinese for CN and in English otherwise', async () => {
    const cn = await get('/wps/promotion/categories', 'CN');
    const en = await get('/wps/promotion/categories', 'EN');
    expect(cn.value.map((c: { name: string }) => c.name)).toEqual(['新人专享', '存款优惠', '返水与 VIP']);
    expect(en.value[0]).toEqual({ id: 1, name: 'Newcomers' });
  });

  it('filters promotions by category and carries the unsafe HTML the remote must sanitise', async () => {
    const all = await get('/wps/promotion/list');
    expect(all.value).toHaveLength(15);
    const deposit = await get('/wps/promotion/list?categoryId=2');
    expect(
      deposit.value.every((p: { promoAnnouncementCategoryIds: number[] }) =>
        p.promoAnnouncementCategoryIds.includes(2),
      ),
    ).toBe(true);
    expect(deposit.value.length).toBe(7);
    const vip = all.value.find((p: { id: number }) => p.id === 2007);
    expect(vip.content).toContain('<script>');
    expect(vip.content).toContain('onerror=');
    expect(vip.startDateStr).toBe('2026-07-12');
  });

  it('points every banner and promotion image at artwork the sandbox serves', async () => {
    const notice = await get('/wps/notice?groupName=w_home&types=B,PL,PU&execution=B&platform=W');
    const list = await get('/wps/promotion/list');
    const urls = [
      ...notice.value.banners.map((b: { url: string }) => b.url),
      ...list.value.flatMap((p: { announcementImages: { url: string }[] }) =>
        p.announcementImages.map((i) => i.url),
      ),
    ];
    expect(urls).toHaveLength(19);
    for (const url of urls) {
      const response = await fetch(`http://localhost${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    }
  });
});
