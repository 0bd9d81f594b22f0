// The versioned remote registry: every published version of every remote, and the map the host reads.
// publish, rollback and status change or print the map only; nothing is rebuilt and no other remote is touched.
import fs from 'node:fs';
import path from 'node:path';

/** Where published files live unless WL_REGISTRY says otherwise. */
export const DEFAULT_REGISTRY = path.resolve(import.meta.dirname, '..', 'registry');

const ID = /^[a-z][a-z0-9-]*$/;
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Registry rooted at `root`: `remotes/<id>/<version>/`, `remotes.json`, `overrides/<merchant>.json`, `host/`. */
export class Registry {
  constructor(root = process.env.WL_REGISTRY || DEFAULT_REGISTRY) {
    this.root = root;
  }

  get mapFile() {
    return path.join(this.root, 'remotes.json');
  }

  overrideFile(merchant) {
    if (!ID.test(merchant)) throw new Error(`bad merchant code: ${merchant}`);
    return path.join(this.root, 'overrides', `${merchant}.json`);
  }

  /** The default map: id → { version, entry }. */
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

  /** Versions published for a remote, oldest first. */
  versions(id) {
    const dir = path.join(this.root, 'remotes', id);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((v) => VERSION.test(v))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  }

  /** Copy a remote's build into its versioned folder and point the map (or a merchant's override) at it. */
  publish(id, version, fromDir, { merchant } = {}) {
    check(id, version);
    if (!fs.existsSync(path.join(fromDir, 'mf-manifest.json'))) {
      throw new Error(`${fromDir} has no mf-manifest.json: build the remote first`);
    }
    const target = path.join(this.root, 'remotes', id, version);
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(fromDir, target, { recursive: true });
    this.point(id, version, merchant);
  }

  /** Point the map at an already published version. */
  rollback(id, version, { merchant } = {}) {
    check(id, version);
    if (!this.versions(id).includes(version)) throw new Error(`${id} ${version} was never published`);
    this.point(id, version, merchant);
  }

  /** Remove a merchant's override of one remote (back to the default map). */
  clearOverride(id, merchant) {
    const file = this.overrideFile(merchant);
    const map = this.readMap(file);
    delete map[id];
    writeJson(file, map);
  }

  /** Copy the host's build (index.html + entry + chunks) to the registry. */
  publishHost(fromDir) {
    if (!fs.existsSync(path.join(fromDir, 'index.html')))
      throw new Error(`${fromDir} has no index.html: build the host first`);
    const target = path.join(this.root, 'host');
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(fromDir, target, { recursive: true });
  }

  /** Lines describing the map and what is available. */
  status() {
    const map = this.readMap();
    const ids = new Set([...Object.keys(map), ...listDirs(path.join(this.root, 'remotes'))]);
    return [...ids]
      .sort()
      .map((id) => ({ id, current: map[id]?.version ?? null, available: this.versions(id) }));
  }

  point(id, version, merchant) {
    const file = merchant ? this.overrideFile(merchant) : this.mapFile;
    const map = this.readMap(file);
    map[id] = { version, entry: `/remotes/${id}/${version}/mf-manifest.json` };
    writeJson(file, map);
  }
}

function check(id, version) {
  if (!ID.test(id)) throw new Error(`bad remote id: ${id}`);
  if (!VERSION.test(version)) throw new Error(`bad version: ${version}`);
}

function listDirs(dir) {
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((d) => fs.statSync(path.join(dir, d)).isDirectory())
    : [];
}

function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Write then rename so the server never reads half a map.
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
}
