import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { http, HttpResponse } from 'msw';
import { BANNER_AUTOPLAY_DELAY_MS } from '../../../constants';
import { BANNER_SOURCE_TYPE, bannerTarget, BannerStore, carouselConfig } from './banner-store';

const { server } = setupSandboxServer();

const banner = (linkageType: string, linkage: string) => ({
  bannerId: 1,
  url: '/wps/res/img/banner/x.svg',
  groupName: 'w_home',
  linkage,
  linkageType,
  roomId: null,
  nodeId: null,
  vendor: null,
});

describe('BannerStore', () => {
  it('loads the home banners of group w_home with types B,PL,PU', async () => {
    let query: URLSearchParams | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/notice')) query = new URL(request.url).searchParams;
    });
    const store = new BannerStore(createFakeShell().shell);
    await store.fetch();
    server.events.removeAllListeners();
    expect(store.load.status).toBe('ready');
    expect(store.banners).toHaveLength(4);
    expect(Object.fromEntries(query!)).toEqual({
      groupName: 'w_home',
      types: 'B,PL,PU',
      execution: 'B',
      platform: 'W',
    });
  });

  it('autoplays (3000 ms) with more than one banner and loops above 5', () => {
    expect(carouselConfig(0, true)).toEqual({
      autoplay: false,
      loop: false,
      pagination: false,
      navigation: false,
    });
    expect(carouselConfig(1, true)).toEqual({
      autoplay: false,
      loop: false,
      pagination: false,
      navigation: false,
    });
    expect(carouselConfig(2, true)).toEqual({
      autoplay: { delay: BANNER_AUTOPLAY_DELAY_MS },
      loop: false,
      pagination: true,
      navigation: true,
    });
    expect(BANNER_AUTOPLAY_DELAY_MS).toBe(3000);
    expect(carouselConfig(4, false).navigation).toBe(false);
    expect(carouselConfig(5, true).loop).toBe(false);
    expect(carouselConfig(6, true).loop).toBe(true);
  });

  it('does not autoplay for a player who prefers reduced motion; paging and arrows stay', () => {
    expect(carouselConfig(6, true, true)).toEqual({
      autoplay: false,
      loop: true,
      pagination: true,
      navigation: true,
    });
  });

  it('opens http(s) URL banners in a new window without opener, and refuses javascript:', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const fake = createFakeShell();
    const store = new BannerStore(fake.shell);
    expect(store.open(banner('URL', 'https://www.example.com/cup'))).toBe(true);
    expect(open).toHaveBeenCalledWith('https://www.example.com/cup', '_blank', 'noopener,noreferrer');
    open.mockClear();
    expect(store.open(banner('URL', 'javascript:alert(document.cookie)'))).toBe(false);
    expect(store.open(banner('URL', 'data:text/html,hi'))).toBe(false);
    expect(store.open(banner('P', 'javascript:alert(1)'))).toBe(false);
    expect(store.open(banner('P', '//evil.example/x'))).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(fake.navigations).toEqual([]);
  });

  it('navigates inside the site for P banners', () => {
    const fake = createFakeShell();
    const store = new BannerStore(fake.shell);
    expect(store.open(banner('P', '/promotions#2001'))).toBe(true);
    expect(fake.navigations).toEqual(['/promotions#2001']);
    expect(bannerTarget(banner('X', '/x'))).toBeNull();
  });

  it('launches the game of a P banner with a game (roomId, nodeId, vendor) through the shell', () => {
    const fake = createFakeShell();
    // The shell launches a real game for a member only (its login check); the banner hands it over either way.
    fake.session.logIn('token', { id: 1, account: 'player01', type: 0 });
    const store = new BannerStore(fake.shell);
    const game = { ...banner('P', '/live'), bannerId: 103, roomId: 'EVO-01', nodeId: 100001, vendor: 'EVO' };
    expect(store.open(game)).toBe(true);
    expect(fake.launches).toEqual([
      {
        roomId: 'EVO-01',
        nodeId: 100001,
        vassalage: 'EVO',
        sourceType: BANNER_SOURCE_TYPE,
        marketingDetailId: 103,
      },
    ]);
    expect(fake.navigations).toEqual([]);
    // Without a vendor there is no game: the page of the banner.
    expect(bannerTarget({ ...game, vendor: null })).toEqual({ kind: 'page', path: '/live' });
  });

  it('reports a failure and recovers on retry', async () => {
    server.use(
      http.get('*/wps/notice', () => HttpResponse.json({ success: false, errorCode: 'x', message: 'Busy' }), {
        once: true,
      }),
    );
    const store = new BannerStore(createFakeShell().shell);
    await store.fetch();
    expect(store.load).toMatchObject({ status: 'error', error: 'Busy' });
    await store.fetch();
    expect(store.load.status).toBe('ready');
    expect(store.banners).toHaveLength(4);
  });
});
