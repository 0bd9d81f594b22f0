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

  it('bundles the host singletons it needs at start, and has remotes consume them all from the host', () => {
    const host = mf.hostShared(hostDir);
    expect(Object.keys(host)).toEqual([...mf.SHARED_SINGLETONS]);
    expect(
      Object.entries(host)
        .filter(([, entry]) => !entry.eager)
        .map(([key]) => key),
    ).toEqual(['decimal.js']);
    const pluginOf = (config: ReturnType<typeof mf.createRemoteConfig>) =>
      config.plugins!.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as {
        _options: { shared: Record<string, { import?: false; requiredVersion: string }> };
      };
    const dir = path.resolve(__dirname, '../../../remotes/lottery');
    const production = pluginOf(mf.createRemoteConfig({ id: 'lottery', dir }))._options.shared;
    expect(Object.keys(production)).toEqual([...mf.SHARED_SINGLETONS]);
    for (const entry of Object.values(production)) {
      expect(entry.import).toBe(false);
      expect(entry.requiredVersion).toMatch(/^\^\d/);
    }
    // The standalone harness runs without a host: its own copies.
    const development = pluginOf(mf.createRemoteConfig({ id: 'lottery', dir, mode: 'development' }))._options
      .shared;
    expect(Object.values(development).some((entry) => entry.import === false)).toBe(false);
  });

  it("builds remotes with @module-federation/enhanced: snake_case containers, only ./remote, a manifest, types, and the host's runtime", () => {
    const config = mf.createRemoteConfig({
      id: 'points-mall',
      dir: path.resolve(__dirname, '../../../remotes/points-mall'),
    });
    const plugin = config.plugins!.find(
      (p) => p?.constructor.name === 'ModuleFederationPlugin',
    ) as unknown as {
      _options: {
        name: string;
        exposes: Record<string, { import: string[]; name: string }>;
        filename: string;
        manifest: unknown;
        dts: unknown;
        experiments: { externalRuntime?: boolean };
      };
    };
    expect(plugin._options.name).toBe('points_mall');
    expect(plugin._options.exposes).toEqual({
      './remote': { import: ['./src/remote.tsx'], name: '__federation_expose_remote' },
    });
    expect(plugin._options.filename).toBe('remoteEntry.js');
    expect(plugin._options.manifest).toEqual({ fileName: 'mf-manifest.json' });
    expect(plugin._options.dts).toMatchObject({ consumeTypes: false });
    expect(plugin._options.experiments.externalRuntime).toBe(true);
    // The host is the one that provides the runtime, in one instance that loads the remotes it registers.
    const host = mf
      .createHostConfig({ dir: hostDir })
      .plugins!.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as {
      _options: {
        experiments: { provideExternalRuntime?: boolean };
        shareStrategy: string;
        exposes?: unknown;
      };
    };
    expect(host._options.experiments.provideExternalRuntime).toBe(true);
    expect(host._options.shareStrategy).toBe('loaded-first');
    expect(host._options.exposes).toBeUndefined();
  });

  it("leaves axios's fetch adapter out of the browser builds: axios picks xhr first in every browser", () => {
    const alias = mf.createHostConfig({ dir: hostDir }).resolve!.alias as Record<string, string>;
    const adapter = Object.keys(alias).find((request) =>
      /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(request),
    );
    expect(adapter && fs.existsSync(adapter)).toBe(true);
    // What adapters.js reads of the module it replaces, and the order that makes it unused.
    const adapters = fs.readFileSync(path.join(path.dirname(adapter!), 'adapters.js'), 'utf8');
    expect(adapters).toContain("import * as fetchAdapter from './fetch.js'");
    expect(adapters).toContain('get: fetchAdapter.getFetch');
    const defaults = fs.readFileSync(path.join(path.dirname(adapter!), '..', 'defaults', 'index.js'), 'utf8');
    expect(defaults).toContain("adapter: ['xhr', 'http', 'fetch']");
  });

  it('proxies the one table of backend paths from the dev servers (issue 16)', () => {
    const { BACKEND_PATHS } = require('./backend-paths.cjs') as typeof import('./backend-paths.cjs');
    expect(mf.BACKEND_PATHS).toBe(BACKEND_PATHS);
    // The prefixes the dev-server copy used to lack.
    expect(BACKEND_PATHS).toEqual(
      expect.arrayContaining(['/wps', '/rtmsg', '/mini-game', '/common/promo-ui']),
    );
    for (const config of [
      mf.createHostConfig({ dir: hostDir, mode: 'development' }),
      mf.createRemoteConfig({
        id: 'lottery',
        dir: path.resolve(__dirname, '../../../remotes/lottery'),
        mode: 'development',
      }),
    ]) {
      const proxy = (config as { devServer: { proxy: { context: string[]; ws: boolean }[] } }).devServer
        .proxy;
      expect(proxy).toEqual([expect.objectContaining({ context: [...BACKEND_PATHS], ws: true })]);
    }
  });

  it("hashes the host's entry and every chunk in production, never a remote's entry", () => {
    const host = mf.createHostConfig({ dir: hostDir });
    expect(host.output!.chunkFilename).toContain('[contenthash');
    // The host's main.js is hashed once its hash exists; the federation runtime asks for its folder before (no hash).
    const hostEntry = host.output!.filename as (data: { chunk?: object }) => string;
    expect(hostEntry({ chunk: { contentHash: { javascript: 'abc' } } })).toBe('[name].[contenthash:8].js');
    expect(hostEntry({ chunk: { contentHash: {} } })).toBe('[name].js');
    expect(mf.createHostConfig({ dir: hostDir, mode: 'development' }).output!.filename).toBe('[name].js');
    const remote = mf.createRemoteConfig({
      id: 'lottery',
      dir: path.resolve(__dirname, '../../../remotes/lottery'),
    });
    expect(remote.output!.filename).toBe('[name].js');
    expect(remote.output!.chunkFilename).toContain('[contenthash');
  });

  /** Every .ts/.tsx file of the bundled apps and packages (the sandbox is Node-only and imports zod/v4). */
  const sources = () => {
    const repo = path.resolve(__dirname, '../../..');
    const files: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'build') continue;
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name)) files.push(fs.readFileSync(file, 'utf8'));
      }
    };
    for (const dir of [
      'host/src',
      'remotes',
      'packages/api-client/src',
      'packages/ui/src',
      'packages/shell-contract/src',
    ])
      visit(path.join(repo, dir));
    return files;
  };

  it('offers every name the apps import from the shared subsets of mobx, react-router-dom and react-i18next', () => {
    // A shared module is consumed through the share scope, so webpack cannot check a name against it
    // (exportsPresence does not see it), and Jest loads the whole package: a missing name is undefined only in
    // the browser. MobX's `when` was, and a language change after login stopped telling the server.
    const shims = {
      mobx: 'mobx.mjs',
      'react-router-dom': 'react-router-dom.mjs',
      'react-i18next': 'react-i18next.mjs',
    };
    const offered = (file: string) => {
      const text = fs.readFileSync(path.join(__dirname, file), 'utf8').replace(/\/\/.*$/gm, '');
      const names = [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(','));
      return new Set(
        names
          .map((name) =>
            name
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          )
          .filter(Boolean),
      );
    };
    const repo = path.resolve(__dirname, '../../..');
    const missing: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        // Tests run in Jest, which loads the whole packages; test helpers (`testing/`) run in the browser too: the
        // remotes' standalone pages mount on a fake shell (remotes/*/src/bootstrap.tsx).
        if (['node_modules', 'dist', 'build'].includes(entry.name)) continue;
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(file, 'utf8');
          for (const m of text.matchAll(
            /import\s+\{([^}]*)\}\s+from\s+'(mobx|react-router-dom|react-i18next)'/g,
          )) {
            const names = offered(shims[m[2] as keyof typeof shims]);
            for (const spec of m[1]!.split(',')) {
              const name = spec.trim().split(/\s+as\s+/)[0]!;
              if (name && !name.startsWith('type ') && !names.has(name))
                missing.push(`${path.relative(repo, file)}: ${name} from ${m[2]}`);
            }
          }
        }
      }
    };
    const browserCode = ['api-client', 'event-bus', 'i18n', 'shell-contract', 'ui'].map(
      (name) => `packages/${name}/src`,
    );
    for (const dir of ['host/src', 'remotes', ...browserCode]) visit(path.join(repo, dir));
    expect(missing).toEqual([]);
  });

  it('shares every zod builder the apps and packages call', () => {
    const shim = fs.readFileSync(mf.ZOD_SHIM, 'utf8');
    const offered = new Set(
      [...shim.slice(shim.indexOf('Object.freeze')).matchAll(/^\s+(\w+)[,:]/gm)].map((m) => m[1]),
    );
    const called = new Set<string>();
    for (const text of sources()) for (const m of text.matchAll(/\bz\.([a-z]\w*)\(/g)) called.add(m[1]!);
    expect(called.size).toBeGreaterThan(5);
    expect([...called].filter((name) => !offered.has(name))).toEqual([]);
  });

  it("offers every method of zod's classic API that the files importing zod call", () => {
    // The shared zod (Jest maps 'zod' to it as webpack does) against zod's classic API, read from zod itself.
    const shared = (require('zod') as typeof import('zod')).z;
    const classic = (
      require(
        require.resolve('zod/v4', { paths: [path.resolve(__dirname, '../../api-client')] }),
      ) as typeof import('zod')
    ).z;
    const methods = (schema: object) =>
      Object.getOwnPropertyNames(Object.getPrototypeOf(schema)).filter((name) => name !== 'constructor');
    const samples = (zod: typeof classic) => [
      zod.string(),
      zod.number(),
      zod.boolean(),
      zod.object({}),
      zod.array(zod.string()),
      zod.union([zod.string(), zod.number()]),
      zod.record(zod.string(), zod.string()),
      zod.enum(['a']),
      zod.literal('a'),
      zod.unknown(),
      zod.string().optional(),
      zod.string().nullable(),
      zod.string().default('a'),
      zod.string().transform((value) => value),
    ];
    const classicMethods = new Set(samples(classic).flatMap(methods));
    // Each shared schema type offers at least the string schema's methods: it stands for all.
    const offered = new Set(methods(shared.string()));
    for (const schema of samples(shared))
      expect(methods(schema)).toEqual(expect.arrayContaining([...offered]));
    const called = new Set<string>();
    for (const text of sources().filter((t) => /from 'zod'/.test(t)))
      for (const m of text.matchAll(/\.([a-zA-Z]\w*)\(/g)) if (classicMethods.has(m[1]!)) called.add(m[1]!);
    expect(called.size).toBeGreaterThan(5);
    expect([...called].filter((name) => !offered.has(name))).toEqual([]);
  });
});
