import { setupSandboxServer } from '@wl/sandbox/testing';
import { startTestRoot } from '../access/access-test-root';
import {
  DOWNLOAD_TEXT_CODES,
  INSTALL_STEP_COUNT,
  INSTALL_STEP_PX,
  IOS_PROFILE_REDIRECT_DELAY_MS,
  QR_MARGIN_PX,
  QR_SIZE_PX,
} from './constants';
import { DownloadStore, type SiteResource } from './download-store';
import { INSTALL_STEP_IMAGES } from './install-steps';

setupSandboxServer();
afterEach(() => sessionStorage.clear());

async function setup(resources?: SiteResource[], language = 'TH') {
  const { root } = await startTestRoot();
  const redirects: string[] = [];
  const timers: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  const store = new DownloadStore({
    api: root.api,
    language: () => language,
    resources: () => resources ?? root.settings?.resources,
    redirect: (url) => redirects.push(url),
    schedule: (fn, ms) => {
      const timer = { fn, ms, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
  });
  return { root, store, redirects, timers, spy: jest.spyOn(root.api, 'call') };
}

describe('DownloadStore (spec/shell.md §2, §4, §9)', () => {
  it('names the spec constants', () => {
    expect([QR_SIZE_PX, QR_MARGIN_PX, INSTALL_STEP_COUNT, INSTALL_STEP_PX]).toEqual([200, 20, 6, 270]);
    expect(IOS_PROFILE_REDIRECT_DELAY_MS).toBe(3000);
    expect(INSTALL_STEP_IMAGES).toHaveLength(6);
  });

  it('reads texts in the language (default language as fallback) and keeps the setting in the session cache', async () => {
    const { store, spy, root } = await setup();
    await store.fetchTexts();
    expect(store.text(DOWNLOAD_TEXT_CODES.title)).toBe('ดาวน์โหลดแอปอย่างเป็นทางการ');
    expect(store.text('no-such-code')).toBeNull();
    const again = new DownloadStore({
      api: root.api,
      language: () => 'RU',
      resources: () => [],
      redirect: () => {},
    });
    await again.fetchTexts();
    expect(again.text(DOWNLOAD_TEXT_CODES.title)).toBe('下载官方应用');
    // One request: the second read came from session storage.
    const sent = spy.mock.calls.filter(([endpoint]) => endpoint.id === 'host.downloadSetting').length;
    expect(sent).toBe(2);
    expect(Object.keys(sessionStorage).some((key) => key.includes('/wps/system/setting/download'))).toBe(
      true,
    );
  });

  it('lists Android, iOS and H5 from the settings; QR of qrCodeUrl else url; http(s) only', async () => {
    const { store } = await setup();
    expect(store.apps).toEqual([
      {
        type: 'Android',
        url: 'https://download.example.com/app/wl.apk',
        qrValue: 'https://download.example.com/qr/android',
      },
      {
        type: 'IOS',
        url: 'https://download.example.com/app/wl.mobileconfig',
        qrValue: 'https://download.example.com/qr/ios',
      },
      { type: 'H5', url: 'https://m.example.com/', qrValue: 'https://m.example.com/' },
    ]);
    const hostile = await setup([
      { resourceType: 'android', url: 'javascript:alert(1)', qrCodeUrl: 'data:text/html,x' },
      { resourceType: 'H5', url: null },
      { resourceType: 'SpeedTest', url: 'https://speed.example.com/' },
    ]);
    expect(hostile.store.apps).toEqual([
      { type: 'Android', url: null, qrValue: null },
      { type: 'H5', url: null, qrValue: null },
    ]);
  });

  it('steps the install images 270 px at a time, within the 6', async () => {
    const { store } = await setup();
    store.openSteps();
    expect(store.stepsOpen).toBe(true);
    expect(store.canPrevious).toBe(false);
    store.previous();
    expect(store.stepOffsetPx).toBe(0);
    for (let i = 0; i < 10; i++) store.next();
    expect(store.step).toBe(5);
    expect(store.stepOffsetPx).toBe(1350);
    expect(store.canNext).toBe(false);
    store.previous();
    expect(store.stepOffsetPx).toBe(1080);
    store.closeSteps();
    store.openSteps();
    expect(store.step).toBe(0);
  });

  it('iOS: the steps open and the profile opens 3000 ms later, once; leaving the page cancels it', async () => {
    const { store, redirects, timers } = await setup();
    store.startIosInstall();
    store.startIosInstall();
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(IOS_PROFILE_REDIRECT_DELAY_MS);
    expect(store.stepsOpen).toBe(true);
    expect(store.iosRedirectPending).toBe(true);
    expect(redirects).toEqual([]);
    timers[0]!.fn();
    expect(redirects).toEqual(['https://download.example.com/app/wl.mobileconfig']);
    expect(store.iosRedirectPending).toBe(false);
    store.startIosInstall();
    store.dispose();
    expect(timers[1]!.cancelled).toBe(true);
  });
});
