import { HTTP_TIMEOUT_MS } from '@wl/api-client';
import { EXPOSED_MODULE, type RemoteDefinition } from '@wl/shell-contract';
import type { ResourceKind } from '@wl/ui/script';
import { allowScriptOrigin, trustedScriptUrl } from '@wl/ui';
import {
  getInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { contractMismatch } from './contract-check';
import type { FederationRuntime } from './remote-registry';

/**
 * How long a remote's manifest, and then its remoteEntry.js, may each take: the spec's HTTP timeout (shell.md §9). A
 * file that has not arrived by then fails the load, so the area shows its retry card instead of a spinner for as long
 * as a stalled connection lasts. The runtime's manifest fetch has no limit of its own; its script loader's is 20 s by
 * default and is set here so the two stay the spec's. The remote's chunks have webpack's own limit.
 */
export const REMOTE_FILE_TIMEOUT_MS = HTTP_TIMEOUT_MS;

/** `fetch(url)` failing with a clear message when no answer has come within {@link REMOTE_FILE_TIMEOUT_MS}. */
export async function fetchWithinTime(
  url: string,
  init: RequestInit,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_FILE_TIMEOUT_MS);
  try {
    const response = await fetcher(url, { ...init, signal: controller.signal });
    // A manifest that is not there is a failure, not a JSON parse error of an error page.
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  } catch (error) {
    if (controller.signal.aborted)
      throw new Error(`${url} did not arrive within ${REMOTE_FILE_TIMEOUT_MS} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The site's policies for loading remotes, as a runtime plugin of the host's federation instance: the spec's time
 * limits on the manifest and the entry, and the shell-contract major check, made on the manifest before any of the
 * remote's code runs (a remote built against another major is refused with both versions named).
 */
export function sitePolicyPlugin(
  fetcher: typeof fetch = (...args) => fetch(...args),
): ModuleFederationRuntimePlugin {
  return {
    name: 'wl-site-policy',
    fetch: (url, init) => fetchWithinTime(url, init, fetcher),
    // The entry's element is ours: its address through the site's Trusted Types policy (deploy/src/site-rules.mjs).
    createScript: ({ url }) => {
      const script = document.createElement('script');
      script.src = trustedScriptUrl(url);
      return { script, timeout: REMOTE_FILE_TIMEOUT_MS };
    },
    loadRemoteSnapshot(args) {
      const problem = args.manifestJson ? contractMismatch(args.moduleInfo.name, args.manifestJson) : null;
      if (problem) {
        console.error(problem);
        throw new Error(problem);
      }
      return args;
    },
  };
}

/** The part of the federation instance the adapter uses (tests pass a fake). */
export type FederationInstance = Pick<ModuleFederation, 'registerRemotes' | 'loadRemote'>;

/**
 * The registry's runtime on a module-federation instance: remotes are registered by their manifest's address and
 * `./remote` is loaded on first use. A retry registers the remote again with `force`, which drops what the instance
 * kept of it (its module, its entry's loading), after letting the remote's failed preloads go.
 */
export function createFederationRuntime(
  instance: FederationInstance,
  forgetFailedPreloads: (folder: string) => Promise<void> = drainFailedPreloads,
): FederationRuntime {
  const entries = new Map<string, string>();
  const retried = new Set<string>();
  return {
    register(remotes, force) {
      for (const { name, entry } of remotes) {
        const url = new URL(entry, window.location.href).href;
        // A remote may be published on a CDN: its scripts may come from there.
        allowScriptOrigin(url);
        const known = entries.get(name);
        if (!force && known === url) continue;
        entries.set(name, url);
        if (force) retried.add(name);
        // Another address for a remote the instance knows (or a retry) replaces what it kept of the old one.
        instance.registerRemotes([{ name, entry: url }], { force: force || known !== undefined });
      }
    },
    async load(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`${name} is not registered`);
      if (retried.delete(name)) await forgetFailedPreloads(new URL('.', entry).pathname);
      const module = await instance.loadRemote<{ default?: RemoteDefinition }>(
        `${name}/${EXPOSED_MODULE.slice(2)}`,
      );
      if (!module?.default) throw new Error(`${name} exposes no remote definition`);
      return module.default;
    },
  };
}

/**
 * Chrome keeps a preloaded file that failed (the server's preload hints, deploy/src/first-visit.mjs) and hands that
 * failure to the next script or stylesheet asking for its URL, so a retried remote would fail again. Before a retry, a
 * throwaway element takes each failed preload of the remote's folder; the retry's own requests then reach the network.
 */
async function drainFailedPreloads(folder: string): Promise<void> {
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-failed]')].filter(
    (link) => (link.as === 'script' || link.as === 'style') && new URL(link.href).pathname.startsWith(folder),
  );
  if (failed.length === 0) return;
  // The loader comes on demand: a failed preload is rare, and main.js is every page's first bytes.
  let loader: typeof import('@wl/ui/script');
  try {
    loader = await import(/* webpackChunkName: "script-loader" */ '@wl/ui/script');
  } catch {
    return; // Nothing to drain with: the retry goes ahead as it would without the drain.
  }
  await Promise.all(
    failed.map(async (link) => {
      link.remove();
      try {
        // The element goes once it has loaded (a script has run by then), or failed.
        await loader.loadResource(link.href, { kind: link.as as ResourceKind, removeOnLoad: true });
      } catch {
        // It fails again: that is what takes the failure away from the retry's own request.
      }
    }),
  );
}

/**
 * The host's loader of remotes on this page: the federation instance the host's build made (enhanced's
 * ModuleFederationPlugin, with the share scope of every singleton), with the site's policies. `window.__FEDERATION__`
 * shows it and its remotes (the Module Federation DevTools and the e2e tests read it).
 */
export function createMfRuntime(): FederationRuntime {
  const instance = getInstance();
  if (!instance) throw new Error('the host was built without its module-federation instance');
  instance.registerPlugins([sitePolicyPlugin()]);
  return createFederationRuntime(instance);
}
