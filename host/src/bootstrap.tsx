import '@wl/ui/styles.css';
import './styles.css';
// React itself runs with this chunk anyway (the JSX below needs its runtime): only React DOM and the app wait.
import { startTransition } from 'react';
import { inlinedStartAnswers, loadRemoteMap, loadSiteConfig } from './config/site-config';
import { createMfRuntime } from './federation/mf-runtime';
import { loadTransport } from '@wl/api-client';
import { allowScriptOrigin } from '@wl/ui';
import { catchInstallOffer } from './lib/install-offer';
import { listenForPageErrors } from './lib/release-health/signals';
import { SafeStorage, STORAGE_KEYS } from './stores/storage';

const container = document.getElementById('root')!;
// From the first script on: an error while the page opens counts for the release that caused it.
listenForPageErrors();
// Chromium offers the H5 app's installation once, as soon as it is installable: kept for the download page.
catchInstallOffer();

/**
 * Start the shell: runtime config and remote map, then flags, settings (both inlined by the site server when it could
 * read them) and session, then the first render.
 */
async function start(): Promise<void> {
  // A member's session is restored before the first render, with a request: the HTTP library (a chunk of its own,
  // loaded with the first request) starts downloading now, beside the rest of the start. A visitor's start makes none.
  if (new SafeStorage().get(STORAGE_KEYS.token)) loadTransport().catch(() => undefined);
  try {
    const [siteConfig, remoteMap] = await Promise.all([loadSiteConfig(), loadRemoteMap()]);
    // Besides the site's own and the remotes' (allowed as they register), the captcha vendor's scripts.
    for (const url of Object.values(siteConfig.geetest)) allowScriptOrigin(url);
    // With the config inlined nothing above waits for the network: without a break, loading this chunk (its shared
    // modules), creating the stores and starting them would be one long task that blocks input (Total Blocking Time).
    // The stores and the app are imported only after a break too: running their modules (the API's schemas, axios,
    // MobX, i18next; React DOM, the router and the pages) is work of its own. `eager` keeps them in this chunk: an
    // import, not a download.
    await yieldToMain();
    const { RootStore } = await import(/* webpackMode: "eager" */ './stores/root-store');
    await yieldToMain();
    const root = new RootStore({
      siteConfig,
      remoteMap,
      hostname: window.location.hostname,
      search: window.location.search,
      federation: createMfRuntime(),
      startAnswers: inlinedStartAnswers(),
    });
    await yieldToMain();
    const { startSite } = await import(/* webpackMode: "eager" */ './stores/site-start');
    await startSite(root, window.location.pathname);
    await yieldToMain();
    const [{ createRoot }, { App }, { retireServerPictures }] = await Promise.all([
      import(/* webpackMode: "eager" */ 'react-dom/client'),
      import(/* webpackMode: "eager" */ './app/app'),
      import(/* webpackMode: "eager" */ './app/first-screen'),
    ]);
    // The pictures the site server painted stay until the page shows its own in their place.
    retireServerPictures(document);
    // The first render as a transition: React renders the shell in slices and yields between them, instead of one
    // long task that blocks input (Total Blocking Time).
    const reactRoot = createRoot(container);
    startTransition(() => reactRoot.render(<App root={root} />));
    // Release health after the first screen: once the page has loaded and the browser is idle (never before the LCP).
    afterFirstScreen(
      () =>
        void import(/* webpackChunkName: "release-health" */ './app/release-health').then((m) =>
          m.startReleaseHealth(root, siteConfig),
        ),
    );
    // The H5 app's service worker (issue 39) after the first screen too: a first visit never waits for it.
    if ('serviceWorker' in navigator)
      afterFirstScreen(
        () =>
          void import(/* webpackChunkName: "service-worker" */ './app/service-worker')
            .then((m) => m.startServiceWorker(root))
            .catch((error: unknown) => console.warn('[host] service worker', error)),
      );
  } catch (error) {
    console.error('[host] start failed', error);
    showStartFailure();
  }
}

/** Let the browser handle input and paint before the next step: `scheduler.yield()` where there is one. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Run `work` once the page's load event has passed and the browser is idle. */
function afterFirstScreen(work: () => void): void {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: 5000 }) : setTimeout(work, 0);
  if (document.readyState == 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Without config the shell cannot render: say so plainly and offer a reload. */
function showStartFailure(): void {
  container.replaceChildren();
  const box = document.createElement('div');
  box.className = 'host-start-failure';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = '网站暂时无法加载，请稍后重试。 The site could not be loaded. Please try again.';
  const button = document.createElement('button');
  button.className = 'wl-button';
  button.textContent = '重试 / Retry';
  button.onclick = () => window.location.reload();
  box.append(text, button);
  container.append(box);
}

void start();
