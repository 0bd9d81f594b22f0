// Each remote's package.json `wl` is the only place its flag and paths are written (DESIGN.md §6): the host's, the
// site server's and lint's view of every remote must be what its package declares. Jest (CI's unit step), as it
// imports the host's TypeScript.
import { createI18n } from '@wl/i18n';
import { REMOTE_BASE_PATHS, REMOTE_IDS } from '@wl/shell-contract';
import {
  GENERATED_FILE,
  generatedSource,
  readRemoteDescriptors,
  REMOTES_DIR,
  runtimeDescriptor,
} from '@wl/shell-contract/descriptors';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lintConfig, { REMOTES as LINT_REMOTES } from '../../eslint.config.mjs';
import { RemoteRegistry } from '../../host/src/federation/remote-registry';
import { REMOTE_TABLE } from '../../host/src/federation/remote-table';
import { remoteFlag, remotesForPath } from './first-visit.mjs';
import { Registry } from './registry.mjs';

const declared = readRemoteDescriptors();
const ids = declared.map((remote) => remote.id);

/** The runtime map as `wl-deploy publish` writes it: every remote published from a stand-in build. */
function publishAll() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-descriptors-'));
  const build = path.join(root, 'build');
  fs.mkdirSync(build);
  fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
  const cli = path.join(import.meta.dirname, '..', 'bin', 'wl-deploy.mjs');
  for (const id of ids) {
    const run = spawnSync(process.execPath, [cli, 'publish', id, '--from', build, '--registry', root]);
    if (run.status !== 0) throw new Error(`wl-deploy publish ${id}: ${run.stderr}`);
  }
  return new Registry(root).readMap();
}

describe("every remote's view is its package.json wl", () => {
  const map = publishAll();

  it('finds a whole descriptor in every remote folder', () => {
    const folders = fs
      .readdirSync(REMOTES_DIR)
      .filter((id) => fs.existsSync(path.join(REMOTES_DIR, id, 'package.json')));
    expect([...ids].sort()).toEqual(folders.sort());
    expect(ids.length).toBeGreaterThan(0);
  });

  it('refuses a remote folder whose descriptor is not whole, naming what is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-remotes-'));
    fs.mkdirSync(path.join(dir, 'casino'));
    const wl = { devPort: 3007, flag: 'CASINO3', paths: ['casino'], requiresLogin: false };
    fs.writeFileSync(path.join(dir, 'casino', 'package.json'), JSON.stringify({ wl }));
    expect(() => readRemoteDescriptors(dir)).toThrow(
      /remotes\/casino\/package.json wl.paths must list base paths .*wl.framedByMemberCentre must be true or false/,
    );
  });

  it('publishes each descriptor into its runtime map entry', () => {
    for (const remote of declared)
      expect(map[remote.id]).toEqual({
        version: expect.any(String),
        entry: expect.stringMatching(/mf-manifest\.json$/),
        ...runtimeDescriptor(remote),
      });
  });

  it("the host's: the compiled-in table (generated file current) and the flag it registers by", () => {
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(generatedSource(declared));
    expect(REMOTE_IDS).toEqual(ids);
    for (const { id, flag, paths, requiresLogin, framedByMemberCentre } of declared) {
      expect(REMOTE_TABLE[id]).toEqual({ flag, basePaths: paths, requiresLogin, framedByMemberCentre });
      expect(REMOTE_BASE_PATHS[id]).toEqual(paths);
    }
    const asked = [];
    const runtime = { register: () => {}, load: async () => null };
    new RemoteRegistry(map, (flag) => asked.push(flag), runtime, createI18n('CN'));
    expect(asked).toEqual(declared.map((remote) => remote.flag));
  });

  it("the host's registry: a map entry's flag decides, an older entry without one falls back on the table", () => {
    const asked = [];
    const runtime = { register: () => {}, load: async () => null };
    const older = { version: '0.9.0', entry: map.lottery.entry };
    const republished = { ...map.promotions, flag: 'PROMO4' };
    new RemoteRegistry(
      { lottery: older, promotions: republished },
      (flag) => asked.push(flag),
      runtime,
      createI18n('CN'),
    );
    expect(asked).toEqual([REMOTE_TABLE.lottery.flag, 'PROMO4']);
  });

  it("the site server's: the flag it preloads by and the first-visit pages it preloads on", () => {
    for (const { id, flag, paths, firstVisit } of declared) {
      expect(remoteFlag(map, id)).toBe(flag);
      for (const page of firstVisit) expect(remotesForPath(page, map)).toContain(id);
      for (const page of paths.filter((p) => !firstVisit.includes(p)))
        expect(remotesForPath(page, map)).not.toContain(id);
    }
  });

  it("lint's: one import boundary per remote, naming every other remote", () => {
    expect(LINT_REMOTES).toEqual(ids);
    for (const id of ids) {
      const block = lintConfig.find((entry) => entry.files?.includes(`remotes/${id}/**`));
      const [, { patterns }] = block.rules['no-restricted-imports'];
      const others = ids.filter((other) => other !== id).map((other) => `@wl/remote-${other}`);
      expect(patterns[0].group).toEqual(expect.arrayContaining(others));
      expect(patterns[0].group).not.toContain(`@wl/remote-${id}`);
    }
  });

  it("the remote's own: the widgets its definition exposes are the ones it declares", () => {
    for (const { id, widgets } of declared) {
      const source = fs.readFileSync(path.join(REMOTES_DIR, id, 'src', 'remote.tsx'), 'utf8');
      const exposed = /\bwidgets:\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
      expect(
        exposed
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ).toEqual([...widgets]);
    }
  });
});
