import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_PACKAGE, CONTRACT_VERSION, isContractCompatible } from '@wl/shell-contract';

/**
 * Why the host cannot run a remote, naming both versions, or null when it can. The contract version a remote was
 * built against is the version of the shared `@wl/shell-contract` its manifest records (the package.json version at
 * build time). The same major is accepted (a remote built against an older minor keeps working), a different major
 * is refused. A manifest that records no version is accepted: it predates the check.
 */
export function contractMismatch(
  remote: string,
  manifest: unknown,
  hostVersion: string = CONTRACT_VERSION,
): string | null {
  const shared = (manifest as { shared?: { name?: string; version?: unknown }[] } | null)?.shared;
  const built = Array.isArray(shared) ? shared.find((s) => s?.name === CONTRACT_PACKAGE)?.version : undefined;
  if (typeof built !== 'string' || isContractCompatible(hostVersion, built)) return null;
  return `[remotes] ${remote}: built against shell contract ${built}, the host implements ${hostVersion} (another major): not loaded`;
}

/**
 * A module-federation runtime plugin that reads each remote's manifest before its code is fetched and refuses a
 * remote of another contract major: its remoteEntry.js never runs, so it cannot break the page, and the area shows
 * its fallback card.
 */
export function contractCheckPlugin(hostVersion?: string): ModuleFederationRuntimePlugin {
  return {
    name: 'wl-contract-check',
    loadRemoteSnapshot(args) {
      const problem = contractMismatch(args.moduleInfo.name, args.manifestJson, hostVersion);
      if (problem) {
        console.error(problem);
        throw new Error(problem);
      }
      return args;
    },
  };
}
