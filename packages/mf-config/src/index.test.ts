import fs from 'node:fs';
import path from 'node:path';
const mf = require('./index.cjs') as typeof import('./index.cjs');

const hostDir = path.resolve(__dirname, '../../../host');

describe('mf-config', () => {
  it('shares every singleton with a real required version', () => {
    const shared = mf.sharedFor(hostDir);
    expect(Object.keys(shared)).toEqual([...mf.SHARED_SINGLETONS]);
    for (const entry of Object.values(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
    }
    expect(shared['react/jsx-runtime']!.version).toBe(shared.react!.version);
  });

  it('names containers in snake_case and exposes only ./remote', () => {
    const config = mf.createRemoteConfig({
      id: 'points-mall',
      dir: path.resolve(__dirname, '../../../remotes/points-mall'),
    });
    const plugin = config.plugins!.find(
      (p) => p?.constructor.name === 'ModuleFederationPlugin',
    ) as unknown as {
      _options: { name: string; exposes: Record<string, string>; filename: string };
    };
    expect(plugin._options.name).toBe('points_mall');
    expect(plugin._options.exposes).toEqual({ './remote': './src/remote.tsx' });
    expect(plugin._options.filename).toBe('remoteEntry.js');
  });

  it('never hashes entry files, always hashes chunks in production', () => {
    const config = mf.createHostConfig({ dir: hostDir });
    expect(config.output!.filename).toBe('[name].js');
    expect(config.output!.chunkFilename).toContain('[contenthash');
  });

  it('shares every zod builder the apps and packages call', () => {
    const repo = path.resolve(__dirname, '../../..');
    const shim = fs.readFileSync(mf.ZOD_SHIM, 'utf8');
    const offered = new Set(
      [...shim.slice(shim.indexOf('Object.freeze')).matchAll(/^\s+(\w+)[,:]/gm)].map((m) => m[1]),
    );
    const called = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'build') continue;
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name)) {
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bz\.([a-z]\w*)\(/g)) called.add(m[1]!);
        }
      }
    };
    // The sandbox is Node-only and never bundled by webpack.
    for (const dir of [
      'host/src',
      'remotes',
      'packages/api-client/src',
      'packages/ui/src',
      'packages/shell-contract/src',
    ])
      visit(path.join(repo, dir));
    expect(called.size).toBeGreaterThan(5);
    expect([...called].filter((name) => !offered.has(name))).toEqual([]);
  });
});
