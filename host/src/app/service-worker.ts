import { CIMODE, directionOf, HTML_LANG, type DisplayLanguage } from '@wl/i18n';
import { trustedScriptUrl } from '@wl/ui';
import { reaction } from 'mobx';
import type { RootStore } from '../stores/root-store';

/** The site's service worker (deploy/src/service-worker.mjs SERVICE_WORKER_PATH), for the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The offline page's texts, as host i18n keys (deploy/src/service-worker.mjs OFFLINE_KEYS: the same keys). */
export const OFFLINE_KEYS = {
  title: 'offline_title',
  message: 'offline_message',
  retry: 'offline_retry',
} as const;

/** Resource entries are sent to the worker in batches, this long after the last one. */
const KEEP_BATCH_MS = 1_000;

/** The offline page's texts of one language: a chunk of its own each (host i18n files, group `offline`). */
async function offlineTexts(language: DisplayLanguage): Promise<Record<string, string>> {
  // `?lang=cimode` shows the keys.
  if (language === CIMODE) return Object.fromEntries(Object.values(OFFLINE_KEYS).map((key) => [key, key]));
  const texts = (await import(
    /* webpackChunkName: "offline-texts-[request]" */ `../i18n/locales/offline/${language}.json`
  )) as { default: Record<string, string> };
  return texts.default;
}

/** The message telling the worker the offline page's texts in `language`. */
export async function offlineTextsMessage(language: DisplayLanguage) {
  const texts = await offlineTexts(language);
  return {
    type: 'offline-texts',
    language,
    texts: {
      lang: language === CIMODE ? 'en' : HTML_LANG[language],
      dir: directionOf(language),
      title: texts[OFFLINE_KEYS.title],
      message: texts[OFFLINE_KEYS.message],
      retry: texts[OFFLINE_KEYS.retry],
    },
  };
}

/**
 * The H5 app's service worker (issue 39), registered after the first screen (host/src/bootstrap.tsx): it makes a
 * repeat visit need no chunk from the network and shows an offline page in the player's language. This page loaded
 * its files before any worker controlled it: their addresses are sent to the worker, which stores the hashed ones
 * from the browser's cache, so the next visit starts from the worker's store. The worker is told the offline page's
 * texts now and after each language change. It never reloads this page.
 */
export async function startServiceWorker(
  root: RootStore,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  timing: Pick<Performance, 'getEntriesByType'> = performance,
): Promise<void> {
  if (!container) return;
  await container.register(trustedScriptUrl(SERVICE_WORKER_URL), { scope: '/' });
  const post = async (message: unknown) => (await container.ready).active?.postMessage(message);
  reaction(
    () => root.language.language,
    (language) => void offlineTextsMessage(language).then(post),
    { fireImmediately: true },
  );
  if (container.controller) return;
  const sent = new Set<string>();
  const keep = async (urls: string[]) => {
    const fresh = urls.filter((url) => !sent.has(url));
    for (const url of fresh) sent.add(url);
    if (fresh.length > 0) await post({ type: 'keep', urls: fresh });
  };
  // Files this page loads later (an area opened) are still not the worker's: sent in batches as they come. Watched
  // from before the first batch is read, so a file that loads meanwhile is never missed (sent once: by address).
  if (typeof PerformanceObserver !== 'undefined') {
    let pending: string[] = [];
    let batch: ReturnType<typeof setTimeout> | undefined;
    new PerformanceObserver((list) => {
      pending.push(...list.getEntries().map((entry) => entry.name));
      clearTimeout(batch);
      batch = setTimeout(() => {
        const urls = pending;
        pending = [];
        void keep(urls);
      }, KEEP_BATCH_MS);
    }).observe({ type: 'resource' });
  }
  await keep(timing.getEntriesByType('resource').map((entry) => entry.name));
}
