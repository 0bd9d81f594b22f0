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
  let sent = 0;
  const loaded = () => {
    const urls = timing.getEntriesByType('resource').map((entry) => entry.name);
    const fresh = urls.slice(sent);
    sent = urls.length;
    return fresh;
  };
  await post({ type: 'keep', urls: loaded() });
  // Files this page loads later (an area opened) are still not the worker's: sent in batches as they come.
  if (typeof PerformanceObserver === 'undefined') return;
  let batch: ReturnType<typeof setTimeout> | undefined;
  new PerformanceObserver(() => {
    clearTimeout(batch);
    batch = setTimeout(() => void post({ type: 'keep', urls: loaded() }), KEEP_BATCH_MS);
  }).observe({ type: 'resource' });
}
