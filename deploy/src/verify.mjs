// `wl-deploy verify`: before (or after) a release, check that what the maps point at can run on this host.
import fs from 'node:fs';
import path from 'node:path';

/** The host's shared-singleton versions, written by `wl-deploy publish-host` beside index.html. */
export const HOST_SHARED_FILE = 'shared-versions.json';

/** Parse `1.2.3` (a pre-release tag is ignored for range checks). */
function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim());
  return match ? match.slice(1, 4).map(Number) : null;
}

const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Does `version` satisfy `range`? The ranges module federation writes into manifests: `^x.y.z`, `~x.y.z`, `x.y.z`,
 * `>=x.y.z`, `*`. Anything else is reported as not satisfied (a person looks at it).
 */
export function satisfies(version, range) {
  const v = parse(version);
  const spec = String(range).trim();
  if (!v) return false;
  if (spec === '*' || spec === '') return true;
  const op = /^(\^|~|>=|=)?\s*(.*)$/.exec(spec);
  const low = parse(op[2]);
  if (!low || !/^\d+\.\d+\.\d+[^\s]*$/.test(op[2])) return false;
  if (cmp(v, low) < 0) return false;
  switch (op[1]) {
    case '>=':
      return true;
    case '~':
      return v[0] === low[0] && v[1] === low[1];
    case '^':
      if (low[0] > 0) return v[0] === low[0];
      if (low[1] > 0) return v[0] === 0 && v[1] === low[1];
      return v[0] === 0 && v[1] === 0 && v[2] === low[2];
    default:
      return cmp(v, low) === 0;
  }
}

/**
 * Check every mapped manifest (the default map and every merchant's) and every remote's shared singletons.
 * `site` reads the manifests over HTTP from a running site instead of the registry's files.
 * @returns {Promise<{ problems: string[], checked: number }>}
 */
export async function verify(registry, { site } = {}) {
  const problems = [];
  const hostFile = path.join(registry.root, 'host', HOST_SHARED_FILE);
  let hostShared = null;
  try {
    hostShared = JSON.parse(fs.readFileSync(hostFile, 'utf8'));
  } catch {
    problems.push(`host: ${HOST_SHARED_FILE} missing (publish the host with wl-deploy publish-host)`);
  }
  const maps = [['default', registry.readMap()]];
  for (const merchant of registry.overrideMerchants()) maps.push([merchant, registry.mapFor(merchant)]);
  const seen = new Map();
  for (const [where, map] of maps) {
    for (const [id, { version, entry }] of Object.entries(map)) {
      if (!seen.has(entry)) seen.set(entry, readManifest(registry, entry, site));
      const manifest = await seen.get(entry);
      if (manifest.error) {
        problems.push(`${id} ${version} (${where}): manifest ${entry} ${manifest.error}`);
        continue;
      }
      if (!hostShared) continue;
      for (const shared of manifest.value.shared ?? []) {
        if (!shared.singleton || !shared.requiredVersion) continue;
        const provided = hostShared[shared.name];
        if (provided === undefined)
          problems.push(
            `${id} ${version} (${where}): needs ${shared.name} ${shared.requiredVersion}; the host provides none`,
          );
        else if (!satisfies(provided, shared.requiredVersion))
          problems.push(
            `${id} ${version} (${where}): needs ${shared.name} ${shared.requiredVersion}; the host provides ${provided}`,
          );
      }
    }
  }
  return { problems: [...new Set(problems)], checked: seen.size };
}

async function readManifest(registry, entry, site) {
  try {
    if (site) {
      const response = await fetch(new URL(entry, site), { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return { error: `answered HTTP ${response.status}` };
      return { value: await response.json() };
    }
    if (!entry.startsWith('/remotes/')) return { error: 'is outside the registry (give --site to check it)' };
    const file = path.join(registry.root, path.normalize(entry));
    if (!file.startsWith(path.join(registry.root, 'remotes') + path.sep))
      return { error: 'is outside the registry' };
    return { value: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (error) {
    return { error: error.code === 'ENOENT' ? 'is missing' : `is unreadable (${error.message})` };
  }
}

/**
 * The versions of the shared singletons the host build in `hostDir` provides, as its module-federation config reads
 * them (@wl/mf-config sharedFor).
 */
export async function hostSharedVersions(hostDir) {
  const { createRequire } = await import('node:module');
  const require = createRequire(path.join(hostDir, 'package.json'));
  const { sharedFor } = require('@wl/mf-config');
  return Object.fromEntries(Object.entries(sharedFor(hostDir)).map(([name, s]) => [name, s.version]));
}
