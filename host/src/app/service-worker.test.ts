import { makeAutoObservable } from 'mobx';
import fs from 'node:fs';
import path from 'node:path';
import type { RootStore } from '../stores/root-store';
import { OFFLINE_KEYS, offlineTextsMessage, SERVICE_WORKER_URL, startServiceWorker } from './service-worker';

const LOCALES = path.join(__dirname, '..', 'i18n', 'locales', 'offline');

function fakeContainer(controlled: boolean) {
  const messages: { type: string; [key: string]: unknown }[] = [];
  const active = { postMessage: (message: { type: string }) => messages.push(message) };
  const container = {
    controller: controlled ? {} : null,
    register: jest.fn(async () => ({})),
    ready: Promise.resolve({ active }),
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    messages,
    register: container.register,
  };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('startServiceWorker', () => {
  const language = makeAutoObservable({ language: 'EN' as string });
  const root = { language } as unknown as RootStore;
  const timing = {
    getEntriesByType: () => [
      { name: 'http://localhost/1846.9f67cfe5.js' },
      { name: 'http://localhost/main.js' },
    ],
  } as unknown as Performance;

  it("registers the site's worker, sends the files this page loaded and the offline texts of its language", async () => {
    const { container, messages, register } = fakeContainer(false);
    await startServiceWorker(root, container, timing);
    await settle();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(messages).toContainEqual({
      type: 'keep',
      urls: ['http://localhost/1846.9f67cfe5.js', 'http://localhost/main.js'],
    });
    expect(messages).toContainEqual({
      type: 'offline-texts',
      language: 'EN',
      texts: {
        lang: 'en',
        dir: 'ltr',
        title: 'You are offline',
        message: expect.any(String),
        retry: 'Retry',
      },
    });
    language.language = 'AR';
    await settle();
    expect(messages.at(-1)).toMatchObject({ language: 'AR', texts: { lang: 'ar', dir: 'rtl' } });
  });

  it('sends no file list to a worker that already controls the page', async () => {
    const { container, messages } = fakeContainer(true);
    await startServiceWorker(root, container, timing);
    await settle();
    expect(messages.map((message) => message.type)).toEqual(['offline-texts']);
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(startServiceWorker(root, undefined, timing)).resolves.toBeUndefined();
  });
});

describe('offline texts', () => {
  it('are the keys under cimode', async () => {
    const { texts } = await offlineTextsMessage('cimode');
    expect([texts.title, texts.message, texts.retry]).toEqual(Object.values(OFFLINE_KEYS));
  });

  it('exist in every language the site speaks, with every key', () => {
    const files = fs.readdirSync(LOCALES).sort();
    expect(files).toEqual(
      ['AR', 'CN', 'EN', 'ES', 'JA', 'PT', 'RU', 'TH', 'TW', 'VI'].map((code) => `${code}.json`),
    );
    for (const file of files) {
      const texts = JSON.parse(fs.readFileSync(path.join(LOCALES, file), 'utf8')) as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual(Object.values(OFFLINE_KEYS).sort());
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
  });
});
