import { ApiClient, CACHE_LIFETIME_MS, ResponseCache, type ErrorAction } from '@wl/api-client';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { waitFor } from '@testing-library/react';
import { parseSettings } from '../../api/settings';
import type { StartAnswers } from '../../config/site-config';
import { FlagStore } from '../../stores/flag-store';
import { SafeStorage } from '../../stores/storage';
import { PROFILE_ICON_COUNT_DEFAULT } from '../../api/settings';
import {
  LAST_KNOWN_KEY_PREFIX,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  SPLASH_KEY,
  START_ATTEMPTS,
} from './constants';
import { backoffDelay, safeAssetUrl, SettingsStore } from './settings-store';

const { sandbox } = setupSandboxServer();
const SETTINGS = '/wps/system/settings/consolidated';
const WHITELABEL = '/wps/system/whitelabel';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** A store over the sandbox, with a recording clock for its waits and the client's reported failures. */
function setup({ merchant = 'demo', now = () => Date.now(), inlined = null as StartAnswers | null } = {}) {
  const waits: number[] = [];
  const reported: ErrorAction[] = [];
  const api = new ApiClient({
    context: { merchant: () => merchant, language: () => 'CN', token: () => null },
    cache: new ResponseCache(sessionStorage, now),
    now,
    onError: (_error, action) => reported.push(action),
  });
  const flags = new FlagStore();
  const store = new SettingsStore({
    api,
    flags,
    merchant,
    storage: new SafeStorage(localStorage),
    wait: async (ms) => void waits.push(ms),
    inlined,
  });
  return { store, flags, waits, reported };
}

const patch = (code: string, body: unknown) =>
  fetch(`http://localhost/__sandbox/merchants/${code}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Let the background loop's microtasks run (its waits resolve at once here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('SettingsStore', () => {
  it('starts with the merchant settings and flag tree and remembers them for this merchant', async () => {
    const { store, flags } = setup();
    await expect(store.start()).resolves.toBe(true);
    expect(store.status).toBe('ready');
    expect(store.stale).toBe(false);
    expect(store.settings).toMatchObject({ siteName: 'Demo Gaming', permission: { maintenance: false } });
    expect(flags.isOn('PROMO3')).toBe(true);
    expect(localStorage.getItem(`${LAST_KNOWN_KEY_PREFIX}demo`)).toContain('Demo Gaming');
    // The merchant's artwork, only as site paths or http(s) URLs; the splash is kept for the next start.
    expect(store.logoUrl).toBe('/wps/res/img/logo/demo.svg');
    expect(store.faviconUrl).toBe('/wps/res/img/favicon/demo.svg');
    expect(localStorage.getItem(SPLASH_KEY)).toBe('/wps/res/img/splash/demo.svg');
  });

  it('takes the flags and settings the site server read for the page, without asking the backend', async () => {
    // The backend would fail: the answers inlined in index.html are enough.
    sandbox.addFault({ method: 'GET', path: SETTINGS, status: 504 });
    sandbox.addFault({ method: 'GET', path: WHITELABEL, status: 504 });
    const { store, flags, waits, reported } = setup({
      inlined: {
        whitelabel: [{ modId: 'PROMO3', enabled: 1 }],
        settings: { siteName: 'Inlined', permission: { maintenance: false } },
      },
    });
    await expect(store.start()).resolves.toBe(true);
    expect(store.status).toBe('ready');
    expect(store.settings).toMatchObject({ siteName: 'Inlined', currency: { symbol: '' } });
    expect(flags.isOn('PROMO3')).toBe(true);
    expect(localStorage.getItem(`${LAST_KNOWN_KEY_PREFIX}demo`)).toContain('Inlined');
    expect(waits).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('asks the backend when the inlined answers are not what the calls accept', async () => {
    const { store, flags } = setup({ inlined: { whitelabel: 'not a tree', settings: {} } });
    await expect(store.start()).resolves.toBe(true);
    expect(store.settings?.siteName).toBe('Demo Gaming');
    expect(flags.isOn('PROMO3')).toBe(true);
  });

  it('reads settings from the session cache for 180 000 ms (spec/shell.md §9)', async () => {
    let clock = 1_000_000;
    await setup({ now: () => clock }).store.start();
    await patch('demo', { settings: { siteName: 'Renamed' } });
    // A new page in the same tab within the lifetime: the cached answer.
    clock += CACHE_LIFETIME_MS - 1;
    const second = setup({ now: () => clock });
    await second.store.start();
    expect(second.store.settings?.siteName).toBe('Demo Gaming');
    clock += 1;
    const third = setup({ now: () => clock });
    await third.store.start();
    expect(third.store.settings?.siteName).toBe('Renamed');
  });

  it('retries a failed start with doubling waits, silently after the first try', async () => {
    sandbox.addFault({ method: 'GET', path: SETTINGS, status: 504, times: START_ATTEMPTS - 1 });
    const { store, waits, reported } = setup();
    await expect(store.start()).resolves.toBe(true);
    expect(waits).toEqual([RETRY_BASE_DELAY_MS, RETRY_BASE_DELAY_MS * 2]);
    expect(store.stale).toBe(false);
    // One timeout notice at most: the retries report nothing.
    expect(reported.filter((a) => a.kind !== 'none')).toEqual([{ kind: 'timeout' }]);
  });

  it('starts from the last known settings, marked stale, and refreshes in the background until the backend answers', async () => {
    await setup().store.start();
    sessionStorage.clear();
    sandbox.addFault({ method: 'GET', path: SETTINGS, status: 500, times: START_ATTEMPTS + 2 });
    const { store, waits, flags } = setup();
    await expect(store.start()).resolves.toBe(true);
    expect(store.stale).toBe(true);
    expect(store.settings?.siteName).toBe('Demo Gaming');
    expect(flags.isOn('PROMO3')).toBe(true);
    // Two background tries fail, the third answers: the stale mark goes.
    await waitFor(() => expect(store.stale).toBe(false), { timeout: 5000 });
    expect(waits).toEqual([
      RETRY_BASE_DELAY_MS,
      RETRY_BASE_DELAY_MS * 2,
      backoffDelay(1),
      backoffDelay(2),
      backoffDelay(3),
    ]);
    store.dispose();
  });

  it('caps the background wait and stops trying once disposed', async () => {
    expect(backoffDelay(1)).toBe(RETRY_BASE_DELAY_MS * 2);
    expect(backoffDelay(50)).toBe(RETRY_MAX_DELAY_MS);
    await setup().store.start();
    sessionStorage.clear();
    sandbox.addFault({ method: 'GET', path: WHITELABEL, status: 500 });
    const { store, waits } = setup();
    await store.start();
    store.dispose();
    const count = waits.length;
    await settle();
    expect(waits.length).toBeLessThanOrEqual(count + 1);
    expect(store.stale).toBe(true);
  });

  it('fails a first visit with nothing known; a retry that succeeds starts it', async () => {
    sandbox.addFault({ method: 'GET', path: WHITELABEL, status: 500, times: START_ATTEMPTS });
    const { store } = setup();
    await expect(store.start()).resolves.toBe(false);
    expect(store.status).toBe('failed');
    expect(store.settings).toBeNull();
    await expect(store.start()).resolves.toBe(true);
    expect(store.status).toBe('ready');
  });

  it('keeps last known settings per merchant and ignores a corrupt copy', async () => {
    await setup().store.start();
    sandbox.addFault({ method: 'GET', path: SETTINGS, status: 500 });
    const lite = setup({ merchant: 'lite' });
    await expect(lite.store.start()).resolves.toBe(false);
    localStorage.setItem(`${LAST_KNOWN_KEY_PREFIX}lite`, '{"tree": 1');
    await expect(lite.store.start()).resolves.toBe(false);
    lite.store.dispose();
  });

  it('re-fetches past the cache when the page becomes visible again: maintenance switched on shows', async () => {
    const { store } = setup();
    await store.start();
    const stop = store.watchVisibility(document);
    await patch('demo', { permission: { maintenance: true } });
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(store.settings?.permission.maintenance).toBe(false);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(store.settings?.permission.maintenance).toBe(true), { timeout: 5000 });
    stop();
    visibility.mockRestore();
  });

  it('keeps the same objects when a re-fetch answers what is already known (nothing re-renders)', async () => {
    const { store } = setup();
    await store.start();
    const before = store.settings;
    await expect(store.refresh()).resolves.toBe(true);
    expect(store.settings).toBe(before);
    await patch('demo', { settings: { siteName: 'Renamed' } });
    await store.refresh();
    expect(store.settings?.siteName).toBe('Renamed');
  });

  it('keeps the current settings when a visibility re-fetch fails, silently', async () => {
    const { store, reported } = setup();
    await store.start();
    sandbox.addFault({ method: 'GET', path: SETTINGS, status: 504 });
    await expect(store.refresh()).resolves.toBe(false);
    expect(store.settings?.siteName).toBe('Demo Gaming');
    expect(reported).toEqual([{ kind: 'none' }]);
  });

  it('persists again after a sign-out cleared local storage', async () => {
    const { store } = setup();
    await store.start();
    localStorage.clear();
    store.persist();
    expect(localStorage.getItem(`${LAST_KNOWN_KEY_PREFIX}demo`)).toContain('Demo Gaming');
    expect(localStorage.getItem(SPLASH_KEY)).toBe('/wps/res/img/splash/demo.svg');
  });
});

describe('parseSettings', () => {
  it('defaults every missing field', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({
      siteName: '',
      permission: { maintenance: false, regionRestriction: false },
      currency: { symbol: '', position: 'F' },
      gw: { PROFILE_ICON_COUNT: PROFILE_ICON_COUNT_DEFAULT },
      mobileTemplate: {},
    });
    expect(settings.resources).toBeUndefined();
    expect(parseSettings(null).siteName).toBe('');
  });

  it('replaces a broken field by its default alone and keeps the rest', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const settings = parseSettings({
      siteName: 'Shop',
      permission: { maintenance: 'yes' },
      gw: { GEETEST_ID: 'g', GEETEST_VERSION: 4, PROFILE_ICON_COUNT: null },
      resources: 'none',
      mobileTemplate: { favicon: 42 },
      imageCDNs: ['https://img.example.com'],
      customerService: null,
    });
    expect(settings.siteName).toBe('Shop');
    expect(settings.permission).toEqual({ maintenance: false, regionRestriction: false });
    expect(settings.gw).toEqual({ GEETEST_ID: 'g', GEETEST_VERSION: '4', PROFILE_ICON_COUNT: 9 });
    expect(settings.resources).toBeNull();
    expect(settings.mobileTemplate).toEqual({});
    expect(settings.imageCDNs).toEqual(['https://img.example.com']);
    expect(settings.customerService).toBeNull();
    expect(warn).toHaveBeenCalledWith('[settings] ignoring a malformed "permission" from the server');
    warn.mockRestore();
  });

  it('reads permission switches given as null as off', () => {
    expect(parseSettings({ permission: { maintenance: null, regionRestriction: true } }).permission).toEqual({
      maintenance: false,
      regionRestriction: true,
    });
  });
});

describe('safeAssetUrl', () => {
  it('keeps http(s) URLs and site paths only', () => {
    expect(safeAssetUrl('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(safeAssetUrl('/wps/res/img/logo/demo.svg')).toBe('/wps/res/img/logo/demo.svg');
    expect(safeAssetUrl('javascript:alert(1)')).toBeNull();
    expect(safeAssetUrl('data:image/svg+xml,<svg/>')).toBeNull();
    expect(safeAssetUrl('//evil.example.com/x.png')).toBeNull();
    expect(safeAssetUrl('')).toBeNull();
    expect(safeAssetUrl(null)).toBeNull();
  });
});
