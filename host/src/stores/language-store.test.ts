import { createEventBus, type EventMap } from '@wl/event-bus';
import { createI18n } from '@wl/i18n';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { act } from '@testing-library/react';
import { freePlayLogin } from '../api/session';
import { startTestRoot } from '../features/access/access-test-root';
import { LANGUAGE_COOKIE, LanguageStore, sendsLanguageUpdate } from './language-store';
import { SafeStorage } from './storage';

const { sandbox } = setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The sandbox's record of PUT /wps/member/language on the demo merchant. */
function languageUpdates(): Promise<{ account: string; language: string }[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', 'http://localhost/__sandbox/language-updates');
    xhr.onload = () => resolve((JSON.parse(xhr.responseText) as { value: never }).value);
    xhr.onerror = () => reject(new Error('language-updates'));
    xhr.send();
  });
}

describe('sendsLanguageUpdate (spec/shell.md §4, §6)', () => {
  it('is true for a logged-in member of any agent type but 4, false for visitors and free play', () => {
    expect(sendsLanguageUpdate({ isLoggedIn: true, isAgent: 0 })).toBe(true);
    expect(sendsLanguageUpdate({ isLoggedIn: true, isAgent: 1 })).toBe(true);
    expect(sendsLanguageUpdate({ isLoggedIn: true, isAgent: 41 })).toBe(true);
    expect(sendsLanguageUpdate({ isLoggedIn: true, isAgent: 4 })).toBe(false);
    expect(sendsLanguageUpdate({ isLoggedIn: false, isAgent: null })).toBe(false);
  });
});

describe('LanguageStore.change', () => {
  it('stores lang and hisLang, sets <html lang dir> and tells the bus once the texts are in', async () => {
    localStorage.setItem('lang', 'EN');
    const events = createEventBus();
    const heard: EventMap['language.changed'][] = [];
    events.subscribe('language.changed', (payload) => heard.push(payload));
    const loaded: string[] = [];
    const store = new LanguageStore(
      createI18n('CN'),
      '',
      new SafeStorage(localStorage),
      async (language) => {
        loaded.push(language);
        // The bus hears of the change only after the new texts are loaded.
        expect(heard).toEqual([]);
      },
      { events },
    );
    expect(store.language).toBe('EN');
    await store.change('TH');
    expect(loaded).toEqual(['TH']);
    expect(localStorage.getItem('lang')).toBe('TH');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('th');
    expect(document.documentElement.dir).toBe('ltr');
    expect(heard).toEqual([{ language: 'TH', previous: 'EN' }]);
    // Choosing the current language again changes nothing and tells nobody.
    await store.change('TH');
    expect(heard).toHaveLength(1);
  });

  it('a server failure never undoes the change', async () => {
    const store = new LanguageStore(createI18n('CN'), '', new SafeStorage(localStorage), undefined, {
      tellServer: () => Promise.reject(new Error('down')),
    });
    await store.change('JA');
    expect(store.language).toBe('JA');
    expect(document.documentElement.lang).toBe('ja');
  });
});

describe('language change on the site (PUT /wps/member/language)', () => {
  it('is sent for a logged-in member with the new language, not for a visitor', async () => {
    const { root } = await startTestRoot();
    await act(() => root.language.change('EN'));
    expect(await languageUpdates()).toEqual([]);
    root.session.acceptToken(sandbox.issueToken('player01'), 'player01');
    await root.session.completeLogin();
    await act(() => root.language.change('VI'));
    expect(await languageUpdates()).toMatchObject([{ account: 'player01', language: 'VI' }]);
    await root.dispose();
  });

  it('is not sent for a free-play account (isAgent 4)', async () => {
    const { root } = await startTestRoot();
    const { token } = await root.api.call(freePlayLogin, { body: { deviceId: root.session.device } });
    root.session.acceptToken(token, null);
    await root.session.completeLogin();
    expect(root.session.isAgent).toBe(4);
    await act(() => root.language.change('TW'));
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(await languageUpdates()).toEqual([]);
    await root.dispose();
  });
});

describe('language change right after a login', () => {
  it('waits for member info: a free-play account is not sent even before its type is known', async () => {
    const { root } = await startTestRoot();
    const { token } = await root.api.call(freePlayLogin, { body: { deviceId: root.session.device } });
    root.session.acceptToken(token, null);
    // The member's type is still on its way when the member picks a language.
    const changed = root.language.change('JA');
    expect(root.session.member).toBeNull();
    await root.session.completeLogin();
    await act(() => changed);
    expect(root.session.isAgent).toBe(4);
    expect(await languageUpdates()).toEqual([]);
    await root.dispose();
  });
});

describe('LanguageStore cookie mirror', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  it('mirrors the stored language in a cookie for the site server, never cimode', async () => {
    const i18n = createI18n('EN');
    const store = new LanguageStore(i18n, '?lang=en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=EN`);
    await store.change('TW');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=TW`);
    new LanguageStore(i18n, '?lang=cimode');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=TW`);
  });
});
