// The versioned remote registry: every published version of every remote, and the map the host reads.
// publish, rollback, canary and status change or print the map only; nothing is rebuilt and no other remote is touched.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { precompress } from './brotli.mjs';

/** Where published files live unless WL_REGISTRY says otherwise. */
export const DEFAULT_REGISTRY = path.resolve(import.meta.dirname, '..', 'registry');

const ID = /^[a-z][a-z0-9-]*$/;
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** A map writer holding the lock longer than this has died: its lock is taken over. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 15_000;
/**
 * A published version's descriptor (its package.json `wl` as published, @wl/shell-contract RUNTIME_FIELDS), kept in
 * its folder so a rollback or canary to that version puts that version's descriptor back in the map.
 */
export const DESCRIPTOR_FILE = 'wl.json';

/** Compare two versions numerically (1.10.0 after 1.9.0). */
export const compareVersions = (a, b) => a.localeCompare(b, 'en', { numeric: true });

/**
 * Registry rooted at `root`: `remotes/<id>/<version>/`, `remotes.json` (the default map), `overrides/<merchant>.json`
 * (a merchant's canary entries), `merchant-maps/<merchant>.json` (default + overrides, written with every map change
 * so a static server such as nginx can serve a merchant's map as a file), `host/`.
 */
export class Registry {
  constructor(root = process.env.WL_REGISTRY || DEFAULT_REGISTRY) {
    this.root = root;
  }

  get mapFile() {
    return path.join(this.root, 'remotes.json');
  }

  overrideFile(merchant) {
    checkMerchant(merchant);
    return path.join(this.root, 'overrides', `${merchant}.json`);
  }

  /**
   * When each merchant's override of each remote began: `{ [merchant]: { [id]: { version, since } } }` (the canary
   * guard's window). A file of its own, not a field in the map: the map is what browsers read.
   */
  get canariesFile() {
    return path.join(this.root, 'canaries.json');
  }

  /** The guard's verdicts and rollbacks, one JSON line each (`wl-deploy status` prints the last ones). */
  get guardLogFile() {
    return path.join(this.root, 'guard-log.jsonl');
  }

  /** When a merchant's override of `id` began, and at which version; null when not recorded. */
  canaryStart(merchant, id) {
    return this.readMap(this.canariesFile)[merchant]?.[id] ?? null;
  }

  mergedMapFile(merchant) {
    checkMerchant(merchant);
    return path.join(this.root, 'merchant-maps', `${merchant}.json`);
  }

  /** The default map: id → { version, entry, ...descriptor } (the descriptor where the version was published with one). */
  readMap(file = this.mapFile) {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      if (error.code === 'ENOENT') return {};
      throw error;
    }
  }

  /** The map a merchant's site gets: the default map with its override entries on top (canary). */
  mapFor(merchant) {
    const base = this.readMap();
    if (!merchant) return base;
    return { ...base, ...this.readMap(this.overrideFile(merchant)) };
  }

  /** Merchants with an override file (a canary now or before). */
  overrideMerchants() {
    const dir = path.join(this.root, 'overrides');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .filter((m) => ID.test(m))
      .sort();
  }

  /** Versions published for a remote, oldest first. */
  versions(id) {
    const dir = path.join(this.root, 'remotes', id);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((v) => VERSION.test(v))
      .sort(compareVersions);
  }

  /**
   * Copy a remote's build into its versioned folder, each script and stylesheet with its brotli copy (`precompress`),
   * and point the map (or a merchant's override) at it. A published version is never overwritten: publish a new
   * version instead. `replace` is for the local build loop only (scripts/build-all.mjs rebuilds the package.json
   * version in place); the new folder is then swapped in by rename. `descriptor` (the remote's package.json `wl`
   * without devPort) is kept with the version ({@link DESCRIPTOR_FILE}) and copied into its map entry.
   */
  publish(id, version, fromDir, { merchant, replace = false, descriptor } = {}) {
    check(id, version);
    if (!fs.existsSync(path.join(fromDir, 'mf-manifest.json'))) {
      throw new Error(`${fromDir} has no mf-manifest.json: build the remote first`);
    }
    const target = path.join(this.root, 'remotes', id, version);
    if (fs.existsSync(target) && !replace) {
      throw new Error(`${id} ${version} is already published: a published version is never overwritten`);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Copy beside the target, then rename: a half-copied version folder is never visible under its name.
    const staging = `${target}.${unique()}.staging`;
    fs.cpSync(fromDir, staging, { recursive: true });
    precompress(staging);
    if (descriptor) writeJson(path.join(staging, DESCRIPTOR_FILE), descriptor);
    if (fs.existsSync(target)) {
      const old = `${target}.${unique()}.old`;
      fs.renameSync(target, old);
      fs.renameSync(staging, target);
      fs.rmSync(old, { recursive: true, force: true });
    } else {
      try {
        fs.renameSync(staging, target);
      } catch (error) {
        fs.rmSync(staging, { recursive: true, force: true });
        // Two publishers of one version at once: the second one loses, as a later publish would.
        if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')
          throw new Error(`${id} ${version} is already published: a published version is never overwritten`);
        throw error;
      }
    }
    this.point(id, version, merchant);
  }

  /**
   * Point the map back at an already published version: `to`, else the newest published version before the
   * current one. Returns the version now mapped.
   */
  rollback(id, to, { merchant } = {}) {
    checkId(id);
    let version = to;
    if (!version) {
      const current = (merchant ? this.mapFor(merchant) : this.readMap())[id]?.version;
      if (!current) throw new Error(`${id} is not mapped: nothing to roll back`);
      version = this.versions(id)
        .filter((v) => compareVersions(v, current) < 0)
        .at(-1);
      if (!version) throw new Error(`${id} ${current} is the oldest published version: give --to`);
    }
    check(id, version);
    if (!this.versions(id).includes(version)) throw new Error(`${id} ${version} was never published`);
    this.point(id, version, merchant);
    return version;
  }

  /** Canary: one merchant gets an already published version; every other merchant keeps the default map. */
  canary(id, version, merchant) {
    check(id, version);
    if (!merchant) throw new Error('a canary needs a merchant');
    if (!this.versions(id).includes(version)) throw new Error(`${id} ${version} was never published`);
    this.point(id, version, merchant);
  }

  /** Remove a merchant's override of one remote (back to the default map). */
  clearOverride(id, merchant) {
    const file = this.overrideFile(merchant);
    this.withLock(() => {
      const map = this.readMap(file);
      delete map[id];
      writeJson(file, map);
      this.recordCanary(merchant, id, null);
      this.writeMergedMaps();
    });
  }

  /** Note (under the lock) when a merchant's override of `id` changed version, or that it is gone (`version` null). */
  recordCanary(merchant, id, version) {
    const canaries = this.readMap(this.canariesFile);
    const own = (canaries[merchant] ??= {});
    if (version === null) delete own[id];
    else if (own[id]?.version !== version) own[id] = { version, since: new Date().toISOString() };
    else return;
    if (!Object.keys(own).length) delete canaries[merchant];
    writeJson(this.canariesFile, canaries);
  }

  /**
   * Copy the host's build (index.html + entry + chunks, each script and stylesheet with its brotli copy) to the
   * registry, with `shared` (name → version of each shared singleton it provides) as host/shared-versions.json for
   * `verify`.
   */
  publishHost(fromDir, { shared } = {}) {
    if (!fs.existsSync(path.join(fromDir, 'index.html')))
      throw new Error(`${fromDir} has no index.html: build the host first`);
    const target = path.join(this.root, 'host');
    const staging = `${target}.${unique()}.staging`;
    fs.mkdirSync(this.root, { recursive: true });
    fs.cpSync(fromDir, staging, { recursive: true });
    precompress(staging);
    if (shared) writeJson(path.join(staging, 'shared-versions.json'), shared);
    const old = `${target}.${unique()}.old`;
    if (fs.existsSync(target)) fs.renameSync(target, old);
    fs.renameSync(staging, target);
    fs.rmSync(old, { recursive: true, force: true });
  }

  /** One row per remote: the default version, each merchant's version where it differs, what is available. */
  status() {
    const map = this.readMap();
    const merchants = this.overrideMerchants();
    const overrides = Object.fromEntries(merchants.map((m) => [m, this.readMap(this.overrideFile(m))]));
    const ids = new Set([...Object.keys(map), ...listDirs(path.join(this.root, 'remotes'))]);
    return [...ids].sort().map((id) => ({
      id,
      current: map[id]?.version ?? null,
      merchants: Object.fromEntries(
        merchants.filter((m) => overrides[m][id]).map((m) => [m, overrides[m][id].version]),
      ),
      available: this.versions(id),
    }));
  }

  point(id, version, merchant) {
    const file = merchant ? this.overrideFile(merchant) : this.mapFile;
    this.withLock(() => {
      const map = this.readMap(file);
      map[id] = {
        version,
        entry: `/remotes/${id}/${version}/mf-manifest.json`,
        ...this.descriptor(id, version),
      };
      writeJson(file, map);
      if (merchant) this.recordCanary(merchant, id, version);
      this.writeMergedMaps();
    });
  }

  /** The descriptor published with a version, or {} for a version published without one (before descriptors). */
  descriptor(id, version) {
    return this.readMap(path.join(this.root, 'remotes', id, version, DESCRIPTOR_FILE));
  }

  /** Every merchant's whole map as a file of its own (what the node server computes per request). */
  writeMergedMaps() {
    for (const merchant of this.overrideMerchants())
      writeJson(this.mergedMapFile(merchant), this.mapFor(merchant));
  }

  /**
   * Run `fn` holding the registry's map lock (an exclusive mkdir): concurrent publishes in other processes read,
   * change and write the map one after another, so none loses another's entry.
   */
  withLock(fn) {
    fs.mkdirSync(this.root, { recursive: true });
    const lock = path.join(this.root, 'map.lock');
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        fs.mkdirSync(lock);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        try {
          if (Date.now() - fs.statSync(lock).mtimeMs > STALE_LOCK_MS)
            fs.rmSync(lock, { recursive: true, force: true });
        } catch {
          // released meanwhile
        }
        if (Date.now() > deadline) throw new Error(`${lock} is held by another writer`);
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      }
    }
    try {
      return fn();
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

function checkId(id) {
  if (!ID.test(id)) throw new Error(`bad remote id: ${id}`);
}

function check(id, version) {
  checkId(id);
  if (!VERSION.test(version ?? '')) throw new Error(`bad version: ${version}`);
}

function checkMerchant(merchant) {
  if (!ID.test(merchant ?? '')) throw new Error(`bad merchant code: ${merchant}`);
}

const unique = () => `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;

function listDirs(dir) {
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((d) => fs.statSync(path.join(dir, d)).isDirectory())
    : [];
}

/** Write then rename (a name of its own per writer) so a reader never sees half a map. */
export function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${unique()}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
}
