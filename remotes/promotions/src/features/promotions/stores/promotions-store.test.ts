import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { http, HttpResponse } from 'msw';
import { ALL_CATEGORIES, PromotionsStore, promotionTarget } from './promotions-store';

const { sandbox, server } = setupSandboxServer();

async function loaded() {
  const fake = createFakeShell();
  const store = new PromotionsStore(fake.shell);
  await store.fetch();
  return { fake, store };
}

describe('PromotionsStore', () => {
  it('loads categories and promotions and filters by category', async () => {
    const { store } = await loaded();
    expect(store.load.status).toBe('ready');
    expect(store.categories.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(store.category).toBe(ALL_CATEGORIES);
    expect(store.visible).toHaveLength(15);
    store.selectCategory(2);
    expect(store.visible.map((p) => p.id).sort()).toEqual([2001, 2004, 2005, 2011, 2012, 2013, 2014]);
    store.selectCategory(1);
    expect(store.visible.every((p) => p.promoAnnouncementCategoryIds.includes(1))).toBe(true);
  });

  it('keeps the list loading until the promo code switch has answered, on or failed', async () => {
    const { store } = await loaded();
    // The form sits above the cards: cards shown before the switch is known would be pushed down.
    expect(store.load.status).toBe('ready');
    expect(store.pageLoad.status).toBe('loading');
    await store.checkPromoCode();
    expect(store.promoCodeEnabled).toBe(true);
    expect(store.pageLoad).toBe(store.load);

    server.use(http.get('*/wps/promotion/promo-code/enable', () => HttpResponse.json({}, { status: 500 })));
    const failed = new PromotionsStore(createFakeShell().shell);
    await Promise.all([failed.fetch(), failed.checkPromoCode()]);
    expect(failed.promoCodeEnabled).toBe(false);
    expect(failed.pageLoad.status).toBe('ready');
  });

  it('toggles a promotion open and closed', async () => {
    const { store } = await loaded();
    expect(store.isOpen(2001)).toBe(false);
    store.toggle(2001);
    expect(store.isOpen(2001)).toBe(true);
    store.toggle(2001);
    expect(store.isOpen(2001)).toBe(false);
  });

  it('opens the promotion of a URL hash, switching to all when its tab is hidden', async () => {
    const { store } = await loaded();
    store.selectCategory(1);
    expect(store.openFromHash('#2007')).toBe(2007);
    expect(store.category).toBe(ALL_CATEGORIES);
    expect(store.isOpen(2007)).toBe(true);
    expect(store.openFromHash('#9999')).toBeNull();
    expect(store.openFromHash('#abc')).toBeNull();
    expect(store.openFromHash('')).toBeNull();
  });

  it('maps redirects to go targets', async () => {
    const { store } = await loaded();
    const byId = (id: number) => store.promotions.find((p) => p.id === id)!;
    expect(promotionTarget(byId(2001))).toEqual({ kind: 'deposit' });
    expect(promotionTarget(byId(2002))).toEqual({ kind: 'page', path: '/register', login: false });
    expect(promotionTarget(byId(2005))).toEqual({
      kind: 'external',
      href: 'https://www.example.com/weekend-reload',
    });
    expect(promotionTarget(byId(2008))).toEqual({ kind: 'page', path: '/member/pointMall', login: true });
    expect(promotionTarget({ ...byId(2005), externalLink: 'javascript:alert(1)' })).toBeNull();
    expect(promotionTarget({ ...byId(2005), redirect: null })).toBeNull();
  });

  it('asks for login before member pages and the deposit page', async () => {
    const { fake, store } = await loaded();
    const byId = (id: number) => store.promotions.find((p) => p.id === id)!;
    store.go(byId(2001));
    store.go(byId(2008));
    expect(fake.messages).toEqual(['warn:in_sorry_in', 'warn:in_sorry_in']);
    expect(fake.navigations).toEqual([]);
    store.go(byId(2002)); // register needs no login
    expect(fake.navigations).toEqual(['/register']);
    fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
    store.go(byId(2001));
    store.go(byId(2008));
    expect(fake.navigations).toEqual(['/register', '/member/depositv2', '/member/pointMall']);
  });

  it('blocks a demo account from member pages', async () => {
    const { fake, store } = await loaded();
    fake.session.logIn('t', { id: 90001, account: 'guest0001', type: 4 });
    store.go(store.promotions.find((p) => p.id === 2006)!);
    expect(fake.messages).toEqual(['warn:in_need_true_account']);
    expect(fake.navigations).toEqual([]);
  });

  it('opens a REDIRECT_URL promotion in a new window', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { store } = await loaded();
    store.go(store.promotions.find((p) => p.id === 2005)!);
    expect(open).toHaveBeenCalledWith(
      'https://www.example.com/weekend-reload',
      '_blank',
      'noopener,noreferrer',
    );
  });
});
