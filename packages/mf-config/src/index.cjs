// @ts-check
// The one table of shared singletons and the webpack + module-federation config factories.
// Each app's webpack.config.cjs is one call to createHostConfig or createRemoteConfig.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/** Modules every app shares as singletons: one React, one router, one MobX, one i18n, one client, one bus. */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  // zod/mini with zod's chained methods (./zod.mjs): one copy for the host and every remote, only what they use.
  'zod',
  '@wl/api-client',
  '@wl/event-bus',
  '@wl/shell-contract',
  '@wl/ui',
  '@wl/i18n',
  // One dayjs, so the locale the host sets with the language (host/src/i18n/formatting.ts) reaches every area.
  'dayjs',
  // One decimal.js for the money of every area (@wl/ui/money and the areas' own sums), loaded with the first page
  // that shows money: not in @wl/ui itself, which every page loads at start.
  'decimal.js',
];

/**
 * What the apps use of react-router (see ./react-router-dom.mjs). A shared module cannot be tree-shaken (a remote
 * may use any export), so the shared `react-router-dom` is this subset instead of the whole package.
 */
const ROUTER_SHIM = path.join(__dirname, 'react-router-dom.mjs');
/** The same for react-i18next: the hooks and provider the apps use (see ./react-i18next.mjs). */
const I18NEXT_SHIM = path.join(__dirname, 'react-i18next.mjs');
/** The same for MobX: what the apps' stores and mobx-react-lite use (see ./mobx.mjs). */
const MOBX_SHIM = path.join(__dirname, 'mobx.mjs');
/** The same for zod: zod/mini's builders with the chained methods the apps call (see ./zod.mjs). */
const ZOD_SHIM = path.join(__dirname, 'zod.mjs');

/**
 * react-router's own build for `mode`, the one react-router-dom depends on (resolved through react-router-dom, so
 * there is never a second version). Its package exports point at the development build by default.
 */
function reactRouterBuild(dir, mode) {
  const dom = fs.realpathSync(path.dirname(resolvePackageJson('react-router-dom', dir)));
  const router = fs.realpathSync(path.join(dom, '..', 'react-router'));
  return path.join(router, 'dist', mode === 'production' ? 'production' : 'development', 'index.mjs');
}

/** The ES build of `pkg` as installed for the app in `dir` (its package.json's `module`). */
function esmBuild(pkg, dir) {
  const file = fs.realpathSync(resolvePackageJson(pkg, dir));
  return path.join(path.dirname(file), JSON.parse(fs.readFileSync(file, 'utf8')).module);
}

/**
 * The two zod files the shared `zod` (./zod.mjs) is built from: zod/mini and its English messages, as installed for
 * the app in `dir` (webpack aliases; jest.preset.cjs maps the same names).
 * @param {string} dir
 */
function zodBuilds(dir) {
  const zod = path.dirname(fs.realpathSync(resolvePackageJson('zod', dir)));
  return {
    '@wl/mf-config/zod-mini$': path.join(zod, 'mini', 'index.js'),
    '@wl/mf-config/zod-locale-en$': path.join(zod, 'v4', 'locales', 'en.js'),
  };
}

/**
 * axios's fetch adapter as installed for the app in `dir` (through @wl/api-client, which depends on axios), mapped to
 * ./axios-fetch-adapter.mjs: see there.
 * @param {string} dir
 */
function axiosFetchAdapter(dir) {
  const client = path.dirname(fs.realpathSync(resolvePackageJson('@wl/api-client', dir)));
  const axios = path.dirname(fs.realpathSync(resolvePackageJson('axios', client)));
  return {
    [path.join(axios, 'lib', 'adapters', 'fetch.js')]: path.join(__dirname, 'axios-fetch-adapter.mjs'),
  };
}

/** enhanced's runtime-core injection plugin, CommonJS and ES builds (see createHostConfig). */
const INJECT_RUNTIME_PLUGIN_DIR = path.dirname(
  require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(require.resolve('@module-federation/enhanced'))],
  }),
);
const INJECT_RUNTIME_PLUGIN_CJS = path.join(INJECT_RUNTIME_PLUGIN_DIR, 'index.cjs');
const INJECT_RUNTIME_PLUGIN_ESM = path.join(INJECT_RUNTIME_PLUGIN_DIR, 'index.js');

/**
 * enhanced's `dts` option for a remote: the types of its exposed module, from its own tsconfig, into
 * `dist/@mf-types.zip` (published with the remote); nothing is consumed (the host loads remotes at run time).
 * @param {string} dir the remote folder
 */
function remoteTypes(dir) {
  return {
    generateTypes: { tsConfigPath: path.join(dir, 'tsconfig.json'), abortOnError: true },
    consumeTypes: false,
    displayErrorInTerminal: true,
  };
}

/** The local sandbox backend's port (the dev servers proxy API calls to it). */
const SANDBOX_PORT = 8090;
// Paths served by the backend rather than the front end: the table the site server and nginx read too.
const { BACKEND_PATHS } = require('./backend-paths.cjs');

/** The package that owns a module specifier: 'react/jsx-runtime' -> 'react'. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The package.json of `pkg` as installed for the app in `dir` (walking up node_modules folders). */
function resolvePackageJson(pkg, dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    const file = path.join(current, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return file;
    if (path.dirname(current) === current) throw new Error(`${pkg} is not installed for ${dir}`);
  }
}

/** Read the version of `pkg` as installed for the app in `dir`. */
function installedVersion(pkg, dir) {
  return JSON.parse(fs.readFileSync(resolvePackageJson(pkg, dir), 'utf8')).version;
}

/**
 * The `shared` option for an app. `requiredVersion` comes from the installed package.json: inferred from
 * `workspace:*` it would be empty and version checks would silently switch off.
 * @param {string} dir the app folder
 */
function sharedFor(dir) {
  /** @type {Record<string, {singleton: true, requiredVersion: string, version: string}>} */
  const shared = {};
  for (const specifier of SHARED_SINGLETONS) {
    const version = installedVersion(packageOf(specifier), dir);
    shared[specifier] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * The files of the chunks of `groups`.
 * @param {import('webpack').ChunkGroup[]} groups
 */
function chunkGroupFiles(groups) {
  return groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]));
}

/** snake_case container name for a kebab-case id. */
function containerName(id) {
  return id.replace(/-/g, '_');
}

/**
 * The share keys the modules of `chunks` consume (their consume-shared modules): what must be in the share scope
 * before those chunks run.
 * @param {import('webpack').ChunkGraph} chunkGraph
 * @param {Iterable<import('webpack').Chunk>} chunks
 * @returns {string[]}
 */
function consumedShareKeys(chunkGraph, chunks) {
  return [...chunks].flatMap((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)]
      .filter((module) => module.type === 'consume-shared-module')
      .map((module) => /** @type {any} */ (module).options.shareKey),
  );
}

/**
 * The share key a chunk group is loaded for when it is the chunk group of a provided shared module, else null.
 * @param {import('webpack').ChunkGroup} group
 * @returns {string | null}
 */
function providedShareKey(group) {
  const origin = group.origins.find((o) => o.module?.type === 'provide-module');
  return origin ? /** @type {any} */ (origin.module)._name : null;
}

/**
 * Writes the build's chunk graph to `<app>/build/webpack-stats.json` (outside dist/, so it is never published):
 * the byte budget check reads which chunks a page loads from it, and it is the per-app bundle report. Two fields of
 * our own: `consumes` (chunk id: the share keys its modules consume) and `provides` (share key: the files of the
 * module this app provides), since webpack's stats do not list consume-shared modules by chunk.
 */
class StatsFilePlugin {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('WlStatsFile', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkOrigins: true,
        chunkModules: true,
        entrypoints: true,
        ids: true,
      });
      const { chunkGraph, chunkGroups, chunks } = stats.compilation;
      /** @type {Record<string, string[]>} */
      const consumes = {};
      for (const chunk of chunks) {
        const keys = consumedShareKeys(chunkGraph, [chunk]);
        if (keys.length && chunk.id !== null) consumes[chunk.id] = [...new Set(keys)].sort();
      }
      /** @type {Record<string, string[]>} */
      const provides = {};
      for (const group of chunkGroups) {
        const key = providedShareKey(group);
        if (key) provides[key] = [...(provides[key] ?? []), ...chunkGroupFiles([group])];
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify({ ...json, consumes, provides }));
    });
  }
}

/**
 * Emit `file`, the JSON of `build(compilation)`, once the chunk files have their final names (after real content
 * hashes): the reports the site server and the budget check read.
 * @param {import('webpack').Compiler} compiler
 * @param {string} name the plugin's name
 * @param {string} file
 * @param {(compilation: import('webpack').Compilation) => unknown} build
 */
function emitJsonReport(compiler, name, file, build) {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () =>
      compilation.emitAsset(file, new sources.RawSource(JSON.stringify(build(compilation)))),
    );
  });
}

/** The chunk name of the HTTP library, which @wl/api-client loads with the first request (`loadTransport`). */
const TRANSPORT_CHUNK = 'axios';

/**
 * Writes `boot-assets.json` next to the host's index.html: the scripts the host loads after main.js before its first
 * render — the chunks of its `import('./bootstrap')` boundary and of the shared singletons that code consumes that
 * are not eager (the eager ones are in main.js, see hostShared), and
 * those they consume in turn (not a shared module the host only provides for later, e.g. decimal.js for the pages
 * that show money; not the fallbacks of its own consumes, never loaded since the host provides them). The site
 * server preloads them with index.html (deploy/src/first-visit.mjs) and the byte budget check counts them
 * (scripts/check-budgets.mjs).
 */
class BootAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    emitJsonReport(compiler, 'WlBootAssets', 'boot-assets.json', (compilation) => {
      const js = new Set();
      const css = new Set();
      for (const group of hostStartGroups(compilation))
        for (const chunk of group.chunks)
          for (const file of chunk.files) {
            if (file.endsWith('.js')) js.add(file);
            if (file.endsWith('.css')) css.add(file);
          }
      // The HTTP library's chunk (@wl/api-client's loadTransport): not before the first render of a visitor, but
      // with the first request, which every page's area makes at once; the budget check counts it in every route.
      const firstRequest = compilation.namedChunkGroups.get(TRANSPORT_CHUNK);
      const withFirstRequest = (firstRequest?.chunks ?? []).flatMap((chunk) =>
        [...chunk.files].filter((file) => file.endsWith('.js') && !js.has(file)),
      );
      return { js: [...js].sort(), css: [...css].sort(), firstRequest: withFirstRequest.sort() };
    });
  }
}

/**
 * The host's chunk groups it loads after main.js before its first render (see {@link BootAssetsPlugin}): its
 * `import('./bootstrap')` boundary and the non-eager shared singletons that code consumes, and those they consume.
 * @param {import('webpack').Compilation} compilation
 */
function hostStartGroups(compilation) {
  const { chunkGraph } = compilation;
  const consumedBy = (group) => consumedShareKeys(chunkGraph, group.chunks);
  const groups = compilation.chunkGroups;
  const atStart = new Set(groups.filter((g) => g.origins.some((o) => o.request === './bootstrap')));
  // Follow consumes until nothing new: the bootstrap's singletons, then what those consume (react-dom: react).
  const keys = new Set([...atStart].flatMap(consumedBy));
  for (let grew = true; grew;) {
    grew = false;
    for (const group of groups) {
      if (atStart.has(group) || !keys.has(providedShareKey(group) ?? '')) continue;
      atStart.add(group);
      for (const key of consumedBy(group)) keys.add(key);
      grew = true;
    }
  }
  return [...atStart];
}

/**
 * The one module a remote exposes: its definition (src/remote.tsx), which the host loads. The shell contract's
 * `EXPOSED_MODULE`, written again because this file is plain Node and cannot import that TypeScript.
 */
const EXPOSED = './remote';
/** The chunk name of the exposed module (the budget check and the compile hint find its files by it). */
const EXPOSED_CHUNK = '__federation_expose_remote';

/**
 * A remote's chunk groups of its exposed module (`./remote`): the files of its first route, which the host loads with
 * remoteEntry.js.
 * @param {import('webpack').Compilation} compilation
 */
function exposedModuleGroups(compilation) {
  return compilation.chunkGroups.filter((group) => group.name === EXPOSED_CHUNK);
}

/**
 * V8's compile hint for a whole file (Chrome 136+; other engines read a comment). Every function of a file a page runs
 * as it starts (the host's main.js with the MF runtime and the singletons the shell starts with, its bootstrap chunk,
 * a remote's entry and first route) is compiled eagerly on a background thread while the file streams in, instead of
 * on the main thread the first time each is called: the main thread's tasks while the site starts are that much
 * shorter (Total Blocking Time). Not on-demand chunks, most of whose functions a visit never calls.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts {@link COMPILE_HINT} first in the entry chunks' scripts and in those of `startGroups(compilation)`, after
 * minification (which would drop it) and before the source maps are made (which then count the line).
 */
class CompileHintPlugin {
  /** @param {(compilation: import('webpack').Compilation) => import('webpack').ChunkGroup[]} startGroups */
  constructor(startGroups) {
    this.startGroups = startGroups;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const name = 'WlCompileHint';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const groups = [...compilation.entrypoints.values(), ...this.startGroups(compilation)];
          const files = new Set(chunkGroupFiles(groups));
          for (const file of files)
            if (file.endsWith('.js'))
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
        },
      );
    });
  }
}

/**
 * What every app's build has in common.
 * @param {{ dir: string, name: string, mode: 'production' | 'development', title: string }} options
 */
function baseConfig({ dir, name, mode, title }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: './src/index.ts',
    output: {
      path: path.join(dir, 'dist'),
      // Entry files stay unhashed (they live in versioned folders and are served no-cache); chunks are hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
      // Chunk scripts get their address through a Trusted Types policy (the site's policy requires one for every
      // script: deploy/src/site-rules.mjs); every app's runtime names it `webpack`.
      trustedTypes: { policyName: 'webpack' },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        'react-router-dom$': ROUTER_SHIM,
        '@wl/mf-config/react-router$': reactRouterBuild(dir, mode),
        'react-i18next$': I18NEXT_SHIM,
        '@wl/mf-config/react-i18next$': esmBuild('react-i18next', dir),
        mobx$: MOBX_SHIM,
        // MobX's ES build for the browser (its package exports' `import` condition).
        '@wl/mf-config/mobx$': path.join(
          path.dirname(fs.realpathSync(resolvePackageJson('mobx', dir))),
          'dist',
          'mobx.mjs',
        ),
        zod$: ZOD_SHIM,
        ...zodBuilds(dir),
        ...axiosFetchAdapter(dir),
      },
    },
    module: {
      // A name missing from a module the app bundles fails the build instead of being undefined. Shared modules
      // are consumed through the share scope, which the build cannot check: index.test.ts checks the subsets.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            // In production the styles are stylesheets of their own (one per chunk, loaded with the chunk's scripts):
            // the browser parses them off the main thread's script work and caches them apart, and the JS does not
            // carry them as strings to inject (style-loader cost about 20 KB gzip of the host's first load and a
            // style recalculation per injected tag). The development build keeps style-loader.
            production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            // css-loader follows `devtool` by default: in production every stylesheet then shipped inside the JS
            // twice, as CSS and again in its source map (sourcesContent), about half of the styles' bytes.
            { loader: require.resolve('css-loader'), options: { sourceMap: !production } },
          ],
        },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        title,
        // One index.html answers every route (the host's site, a remote's standalone dev server), so its scripts load
        // from the root. A remote's production index.html is never served: the host loads its remoteEntry.js.
        publicPath: name === 'host' || !production ? '/' : 'auto',
        ...(fs.existsSync(path.join(dir, 'src/index.html')) ? { template: './src/index.html' } : {}),
      }),
      ...(production
        ? [
            new StatsFilePlugin(path.join(dir, 'build', 'webpack-stats.json')),
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: '[name].[contenthash:8].css',
              // Areas import the shared @wl/ui sheet and their own in different orders; every rule is scoped by its
              // area's class prefix, so the order between chunks does not change what applies.
              ignoreOrder: true,
            }),
          ]
        : []),
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: pkg.wl?.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // webpack-dev-server's own socket is /ws, away from the STOMP endpoint /rtmsg.
      proxy: [{ context: [...BACKEND_PATHS], target: `http://localhost:${SANDBOX_PORT}`, ws: true }],
    },
  };
}

/**
 * Shared modules the host provides later, not at start: in their own chunks, loaded with the first page that needs
 * them (decimal.js with the first page that shows money).
 */
const PROVIDED_LATER = ['decimal.js'];

/**
 * The host's `shared` option: every singleton it needs at start is eager, i.e. bundled into main.js with the MF
 * runtime, instead of one chunk per package behind the share scope's async boundary. That was 21 files (a dozen under
 * 2 KB) fetched after main.js at the same time: on HTTP/1.1, six connections, every one a round trip of its own. The
 * remotes still get them from the share scope (the host registers its eager copies there).
 * @param {string} dir the host folder
 */
function hostShared(dir) {
  return Object.fromEntries(
    Object.entries(sharedFor(dir)).map(([key, options]) => [
      key,
      { ...options, eager: !PROVIDED_LATER.includes(key) },
    ]),
  );
}

/**
 * Names a chunk that a template-literal `import()` of JSON files makes with `webpackChunkName: "texts-[request]"`
 * as the file alone: `[request]` of `./CN.json` is `CN-json`, and `texts-CN` is the name the language assets
 * (below), the site server and the tests know. So an area loads every language with one `import()` (@wl/i18n
 * everyLanguageLoader) and keeps the chunk names it had when each language was an `import()` of its own.
 */
class JsonChunkNamesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WlJsonChunkNames', (compilation) => {
      compilation.hooks.afterChunks.tap('WlJsonChunkNames', (chunks) => {
        for (const chunk of chunks) {
          const name = /^(.+)-json$/.exec(chunk.name ?? '')?.[1];
          if (!name || compilation.namedChunks.has(name)) continue;
          compilation.namedChunks.delete(/** @type {string} */ (chunk.name));
          chunk.name = name;
          compilation.namedChunks.set(name, chunk);
        }
      });
    });
  }
}

/**
 * Writes `language-assets.json` next to an app's files: the chunks one language needs (`languages`: the chunks whose
 * name `texts` matches, its group 1 being the language) and the chunks every language's first page loads with them
 * (`every`, by chunk name). The site server preloads the visitor's language with index.html
 * (deploy/src/first-visit.mjs), so the texts arrive with main.js instead of after it (and a remote's after its code).
 */
class LanguageAssetsPlugin {
  /** @param {{ texts: RegExp, every?: string[] }} options */
  constructor({ texts, every = [] }) {
    this.texts = texts;
    this.every = every;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    emitJsonReport(compiler, 'WlLanguageAssets', 'language-assets.json', (compilation) => {
      /** @type {string[]} */
      const every = [];
      /** @type {Record<string, string[]>} */
      const languages = {};
      for (const chunk of compilation.chunks) {
        const language = this.texts.exec(chunk.name ?? '')?.[1];
        const list = language
          ? (languages[language] ??= [])
          : this.every.includes(chunk.name ?? '')
            ? every
            : null;
        if (list) list.push(...[...chunk.files].filter((file) => /\.(js|css)$/.test(file)));
      }
      for (const files of [every, ...Object.values(languages)]) files.sort();
      return { every, languages };
    });
  }
}

/**
 * webpack config of the host shell. Remotes are not listed: the host registers them at run time from /remotes.json.
 * @param {{ dir: string, mode?: 'production' | 'development' }} options
 */
function createHostConfig({ dir, mode = 'production' }) {
  const config = baseConfig({ dir, name: 'host', mode, title: 'Loading…' });
  // The host's entry is named by index.html alone, which every visit fetches fresh, so it is hashed like a chunk:
  // immutable in the HTTP cache and in the H5 app worker's store, and a returning visit starts without a round trip for
  // it (issue 39). A remote's entry keeps its name: the remote map and manifests name it.
  // The federation runtime module asks for the entry's name before any hash exists, for its folder only (enhanced
  // 2.9.3 FederationRuntimeModule): it gets the name without one.
  if (mode === 'production')
    config.output.filename = ({ chunk }) =>
      chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
  // enhanced 2.9.3 adds its runtime-core injection plugin by its CommonJS file, which requires runtime-core's CommonJS
  // build: a second runtime-core beside the ES one the bundler runtime uses (+21.8 KB gzip). Its ES file shares it.
  config.resolve.alias[INJECT_RUNTIME_PLUGIN_CJS] = INJECT_RUNTIME_PLUGIN_ESM;
  if (mode === 'production') config.plugins.push(new CompileHintPlugin(hostStartGroups));
  // No chunk of node_modules apart from the code that imports them (webpack's default for async chunks): axios and
  // the stand-in for its fetch adapter (see axiosFetchAdapter) are one file with the first request, not two.
  config.optimization = { ...config.optimization, splitChunks: { cacheGroups: { defaultVendors: false } } };
  config.plugins.push(
    // The host's version, which release health puts on every record (host/src/app/release-health.ts).
    new webpack.DefinePlugin({
      __WL_HOST_VERSION__: JSON.stringify(
        JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version,
      ),
    }),
    new BootAssetsPlugin(),
    // The shell's texts, the common texts (RU, PT, ES, AR) and CN's date names (host/src/i18n); the date and number
    // formatting code loads with every language.
    new LanguageAssetsPlugin({ texts: /^(?:host|common|date)-texts-([A-Z]{2})$/, every: ['formatting'] }),
    // @module-federation/enhanced: the host's one federation runtime (runtime-core and webpack's bundler runtime) with
    // the share scope of every singleton. The host registers and loads remotes at run time on this instance
    // (host/src/federation/mf-runtime.ts); remotes are built without a runtime of their own (externalRuntime) and use
    // this one, which the host hands them (provideExternalRuntime).
    new ModuleFederationPlugin({
      name: 'host',
      shared: hostShared(dir),
      // A remote's singletons come from what is loaded (the host's); the default `version-first` would fetch every
      // registered remote's entry at start, and one offline remote would then break the others
      // (module-federation/core #3877).
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  );
  return config;
}

/**
 * A production remote's `shared` option: every singleton consumed from the host, none provided (`import: false`).
 * A production remote only ever runs inside the host, which provides them all (as it provides the MF runtime); each
 * remote's own fallback copies were never loaded, yet each remoteEntry.js listed them (registration, factories,
 * chunk names: a fifth of its bytes). `wl-deploy verify` checks before a release that the host provides every
 * singleton, in a version each remote accepts. The development build (standalone harness) keeps its own copies.
 * @param {string} dir the remote folder
 */
function remoteShared(dir) {
  return Object.fromEntries(
    Object.entries(sharedFor(dir)).map(([key, options]) => [key, { ...options, import: false }]),
  );
}

/**
 * webpack config of a remote: one exposed module, `./remote` (src/remote.tsx), plus `mf-manifest.json`.
 * The standalone harness (src/bootstrap.tsx) is the app's own entry, for running the remote alone.
 * @param {{ id: string, dir: string, mode?: 'production' | 'development' }} options
 */
function createRemoteConfig({ id, dir, mode = 'production' }) {
  const config = baseConfig({ dir, name: containerName(id), mode, title: `${id} (standalone)` });
  if (mode === 'production') config.plugins.push(new CompileHintPlugin(exposedModuleGroups));
  config.plugins.push(
    new JsonChunkNamesPlugin(),
    // The area's texts (src/i18n), not its on-demand pages' own (`on-demand-*-texts-*`).
    new LanguageAssetsPlugin({ texts: /^texts-([A-Z]{2})$/ }),
    // @module-federation/enhanced: remoteEntry.js declares the global `<container name>`, and `mf-manifest.json`
    // (module federation's manifest protocol) names it, the exposed module's files and the singletons consumed with
    // their versions. No federation runtime of its own: it runs on the host's (externalRuntime).
    new ModuleFederationPlugin({
      name: containerName(id),
      filename: 'remoteEntry.js',
      // `import` as a list: enhanced 2.9.3's type generation reads a string's first character as the path.
      exposes: { [EXPOSED]: { import: ['./src/remote.tsx'], name: EXPOSED_CHUNK } },
      shared: mode === 'production' ? remoteShared(dir) : sharedFor(dir),
      manifest: { fileName: 'mf-manifest.json' },
      // The exposed module's types for the remote's consumers and its team (dist/@mf-types.zip).
      dts: mode === 'production' ? remoteTypes(dir) : false,
      experiments: mode === 'production' ? { externalRuntime: true, optimization: { target: 'web' } } : {},
    }),
  );
  return config;
}

module.exports = {
  COMPILE_HINT,
  SHARED_SINGLETONS,
  ZOD_SHIM,
  zodBuilds,
  SANDBOX_PORT,
  BACKEND_PATHS,
  sharedFor,
  hostShared,
  remoteShared,
  containerName,
  createHostConfig,
  createRemoteConfig,
};
