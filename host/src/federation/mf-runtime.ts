import { HTTP_TIMEOUT_MS } from '@wl/api-client';
import { EXPOSED_MODULE, type RemoteDefinition } from '@wl/shell-contract';
import { z } from 'zod';
import { contractMismatch } from './contract-check';
import type { FederationRuntime } from './remote-registry';

/**
 * The host's share scope: shared module → version → how to get it. The host's build registers every singleton in it
 * (webpack's ModuleFederationPlugin `shared`, @wl/mf-config); a remote's container reads its singletons from it.
 */
export type ShareScope = Record<string, Record<string, { from?: string; get: () => unknown }>>;

/** What a remote's remoteEntry.js declares: webpack's container interface. */
interface Container {
  init(shareScope: ShareScope): unknown;
  get(module: string): Promise<() => unknown>;
}

/**
 * How long a remote's manifest, and then its remoteEntry.js, may each take: the spec's HTTP timeout (shell.md §9). A
 * file that has not arrived by then fails the load, so the area shows its retry card instead of a spinner for as long
 * as a stalled connection lasts (fetch and a script element have no time limit of their own). The remote's chunks
 * have webpack's own limit.
 */
export const REMOTE_FILE_TIMEOUT_MS = HTTP_TIMEOUT_MS;

/** What the loader needs of the page (tests pass fakes). */
export interface FederationPage {
  /** The remote's manifest (`mf-manifest.json`, written by @wl/mf-config); `signal` aborts the request. */
  fetchManifest(url: string, signal: AbortSignal): Promise<unknown>;
  /** Run a script; rejects when it fails to load. */
  loadScript(url: string): Promise<void>;
  /** The global a remote entry declared. */
  global(name: string): unknown;
  /** The host's share scope, initialised. */
  shareScope(): Promise<ShareScope>;
  /** Before a retry: let the remote's failed preloads go (see {@link drainFailedPreloads}). */
  forgetFailedPreloads(folder: string): Promise<void>;
}

/** The part of a manifest the loader reads. The entry is a file next to the manifest, never another address. */
const ManifestSchema = z.object({
  metaData: z.object({ globalName: z.string(), remoteEntry: z.object({ name: z.string() }) }),
});
const ENTRY_FILE = /^[\w.-]+\.js$/;

/** `work`, failing with a clear message if it has not settled within the time (its signal then aborts it). */
async function withinTime<T>(url: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`${url} did not arrive within ${REMOTE_FILE_TIMEOUT_MS} ms`));
    }, REMOTE_FILE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work(controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The containers this page has loaded and the share scope they were given (for the console and the e2e tests). */
export interface FederationReport {
  shareScope?: ShareScope;
  containers: string[];
}

/**
 * The host's loader of remotes, on webpack's own container interface: read the remote's manifest (its contract
 * version is checked before any of its code runs), run its remoteEntry.js, hand its container the host's share
 * scope, get `./remote`. A failure is not kept: the next load (after `register(..., true)`, a retry) starts again.
 */
export function createFederationRuntime(page: FederationPage, report?: FederationReport): FederationRuntime {
  const entries = new Map<string, string>();
  const containers = new Map<string, Promise<Container>>();
  const retried = new Set<string>();

  async function loadContainer(name: string, manifestUrl: string): Promise<Container> {
    const manifest = await withinTime(manifestUrl, (signal) => page.fetchManifest(manifestUrl, signal));
    const problem = contractMismatch(name, manifest);
    if (problem) {
      console.error(problem);
      throw new Error(problem);
    }
    const parsed = ManifestSchema.safeParse(manifest);
    if (!parsed.success || !ENTRY_FILE.test(parsed.data.metaData.remoteEntry.name))
      throw new Error(`${name}: ${manifestUrl} is not a remote manifest`);
    if (parsed.data.metaData.globalName !== name)
      throw new Error(`${name}: ${manifestUrl} is the manifest of ${parsed.data.metaData.globalName}`);
    const entry = new URL(parsed.data.metaData.remoteEntry.name, manifestUrl).href;
    await withinTime(entry, () => page.loadScript(entry));
    const container = page.global(name) as Container | undefined;
    // This message's text is how the e2e suite and the benchmark find the loader (packages/e2e/federation-markers.mjs).
    if (typeof container?.init !== 'function' || typeof container.get !== 'function')
      throw new Error(`${name}: its remoteEntry.js declared no container`);
    const shareScope = await page.shareScope();
    await container.init(shareScope);
    if (report) {
      report.shareScope = shareScope;
      if (!report.containers.includes(name)) report.containers.push(name);
    }
    return container;
  }

  return {
    register(remotes, force) {
      for (const { name, entry } of remotes) {
        const url = new URL(entry, window.location.href).href;
        if (force) retried.add(name);
        // A container that loaded stays for the same entry (a retry after a failed chunk asks it again: webpack
        // forgets a failed chunk); failed loads are never kept.
        if (entries.get(name) !== url) containers.delete(name);
        entries.set(name, url);
      }
    },
    async load(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`${name} is not registered`);
      if (retried.delete(name)) await page.forgetFailedPreloads(new URL('.', entry).pathname);
      let loading = containers.get(name);
      if (!loading) {
        loading = loadContainer(name, entry);
        containers.set(name, loading);
      }
      let container: Container;
      try {
        container = await loading;
      } catch (error) {
        // A failed load is not kept: the next attempt fetches again.
        if (containers.get(name) === loading) containers.delete(name);
        throw error;
      }
      const factory = await container.get(EXPOSED_MODULE);
      const module = factory() as { default?: RemoteDefinition } | undefined;
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
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-failed]');
  await Promise.all(
    [...links]
      .filter(
        (link) =>
          (link.as === 'script' || link.as === 'style') && new URL(link.href).pathname.startsWith(folder),
      )
      .map(async (link) => {
        link.remove();
        try {
          await loadResource(link.as as 'script' | 'style', link.href);
        } catch {
          // It fails again: that is what takes the failure away from the retry's own request.
        }
      }),
  );
}

/** Run the script or apply the stylesheet at `url`; the element goes once it has loaded (a script has run by then). */
function loadResource(kind: 'script' | 'style', url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const element =
      kind === 'script'
        ? Object.assign(document.createElement('script'), { src: url })
        : Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
    element.onload = () => {
      element.remove();
      resolve();
    };
    element.onerror = () => {
      element.remove();
      reject(new Error(`${url} did not load`));
    };
    document.head.append(element);
  });
}

/** webpack's sharing API in the host's build (its ModuleFederationPlugin `shared`). */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, ShareScope>;

/** The share scope every container gets: the host's `default` scope, where it registered its singletons. */
async function hostShareScope(): Promise<ShareScope> {
  await __webpack_init_sharing__('default');
  return __webpack_share_scopes__.default!;
}

/**
 * The host's loader of remotes on this page. `window.__wlFederation` reports the containers loaded and the share
 * scope they use (one copy of each singleton, provided by the host), for the console and the e2e tests.
 */
export function createMfRuntime(): FederationRuntime {
  const report: FederationReport = { containers: [] };
  (window as unknown as { __wlFederation?: FederationReport }).__wlFederation = report;
  return createFederationRuntime(
    {
      async fetchManifest(url, signal) {
        const response = await fetch(url, { signal });
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json();
      },
      loadScript: (url) => loadResource('script', url),
      global: (name) => (window as unknown as Record<string, unknown>)[name],
      shareScope: hostShareScope,
      forgetFailedPreloads: drainFailedPreloads,
    },
    report,
  );
}
