import { getInstance } from '@module-federation/enhanced/runtime';
import { EXPOSED_MODULE, type RemoteDefinition } from '@wl/shell-contract';
import type { FederationRuntime } from './remote-registry';

/**
 * The module-federation runtime the build created for the host. `getInstance()` (not `createInstance()`) keeps one
 * share scope, so every remote gets the host's React, MobX, router, client and bus.
 */
export function createMfRuntime(): FederationRuntime {
  const instance = getInstance();
  if (!instance) throw new Error('module federation runtime is not initialised');
  return {
    register(remotes, force) {
      if (remotes.length) instance.registerRemotes(remotes, { force });
    },
    async load(name) {
      const module = await instance.loadRemote<{ default: RemoteDefinition }>(
        `${name}/${EXPOSED_MODULE.slice(2)}`,
      );
      if (!module?.default) throw new Error(`${name} exposes no remote definition`);
      return module.default;
    },
  };
}
