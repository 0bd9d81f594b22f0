import { getInstance } from '@module-federation/enhanced/runtime';
import { EXPOSED_MODULE, type RemoteDefinition } from '@wl/shell-contract';
import { contractCheckPlugin } from './contract-check';
import type { FederationRuntime } from './remote-registry';

/**
 * Chrome keeps a preloaded file that failed (the server's preload hints, deploy/src/first-visit.mjs) and hands that
 * failure to the next script asking for its URL, so a retried remote would fail again. Before a retry, a throwaway
 * script takes each failed preload of the remote's folder; the retry's own requests then reach the network.
 */
async function drainFailedPreloads(folder: string): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"][data-failed]');
  await Promise.all(
    [...links]
      .filter((link) => new URL(link.href).pathname.startsWith(folder))
      .map(
        (link) =>
          new Promise<void>((resolve) => {
            const script = document.createElement('script');
            script.onload = script.onerror = () => {
              script.remove();
              resolve();
            };
            link.remove();
            script.src = link.href;
            document.head.append(script);
          }),
      ),
  );
}

/**
 * The module-federation runtime the build created for the host. `getInstance()` (not `createInstance()`) keeps one
 * share scope, so every remote gets the host's React, MobX, router, client and bus.
 */
export function createMfRuntime(): FederationRuntime {
  const instance = getInstance();
  if (!instance) throw new Error('module federation runtime is not initialised');
  // A remote built against another contract major is refused before its code loads (its fallback card shows).
  instance.registerPlugins([contractCheckPlugin()]);
  const retried = new Map<string, string>();
  return {
    register(remotes, force) {
      if (force)
        for (const { name, entry } of remotes) retried.set(name, entry.slice(0, entry.lastIndexOf('/') + 1));
      if (remotes.length) instance.registerRemotes(remotes, { force });
    },
    async load(name) {
      const folder = retried.get(name);
      if (folder) {
        retried.delete(name);
        await drainFailedPreloads(new URL(folder, window.location.href).pathname);
      }
      const module = await instance.loadRemote<{ default: RemoteDefinition }>(
        `${name}/${EXPOSED_MODULE.slice(2)}`,
      );
      if (!module?.default) throw new Error(`${name} exposes no remote definition`);
      return module.default;
    },
  };
}
