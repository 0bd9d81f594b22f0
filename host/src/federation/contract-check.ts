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
