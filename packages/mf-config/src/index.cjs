// @ts-check
// The one table of shared singletons and the webpack + module-federation config factories.
// Each app's webpack.config.cjs is one call to createHostConfig or createRemoteConfig.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

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
  '@wl/api-client',
  '@wl/event-bus',
  '@wl/shell-contract',
  '@wl/ui',
  '@wl/i18n',
];

/** The local sandbox backend's port (the dev servers proxy API calls to it). */
const SANDBOX_PORT = 8090;
/** Paths served by the backend rather than the front end. */
const BACKEND_PATHS = ['/wps', '/lgw', '/rtmsg', '/__sandbox'];

/** The package that owns a module specifier: 'react/jsx-runtime' -> 'react'. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Read the version of `pkg` as installed for the app in `dir` (walking up node_modules folders). */
function installedVersion(pkg, dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    const file = path.join(current, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(current) === current) throw new Error(`${pkg} is not installed for ${dir}`);
  }
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

/** snake_case container name for a kebab-case id. */
function containerName(id) {
  return id.replace(/-/g, '_');
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
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
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
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
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
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: pkg.wl?.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // webpack-dev-server's own socket is /ws, away from the STOMP endpoint /rtmsg.
      proxy: [{ context: BACKEND_PATHS, target: `http://localhost:${SANDBOX_PORT}`, ws: true }],
    },
  };
}

/**
 * webpack config of the host shell. Remotes are not listed: the host registers them at run time from /remotes.json.
 * @param {{ dir: string, mode?: 'production' | 'development' }} options
 */
function createHostConfig({ dir, mode = 'production' }) {
  const config = baseConfig({ dir, name: 'host', mode, title: 'Loading…' });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'host',
      remotes: {},
      shared: sharedFor(dir),
      dts: false,
      manifest: false,
    }),
  );
  return config;
}

/**
 * webpack config of a remote: one exposed module, `./remote` (src/remote.tsx), plus `mf-manifest.json`.
 * The standalone harness (src/bootstrap.tsx) is the app's own entry, for running the remote alone.
 * @param {{ id: string, dir: string, mode?: 'production' | 'development' }} options
 */
function createRemoteConfig({ id, dir, mode = 'production' }) {
  const config = baseConfig({ dir, name: containerName(id), mode, title: `${id} (standalone)` });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: containerName(id),
      filename: 'remoteEntry.js',
      exposes: { './remote': './src/remote.tsx' },
      shared: sharedFor(dir),
      manifest: true,
      dts: false,
    }),
  );
  return config;
}

module.exports = {
  SHARED_SINGLETONS,
  SANDBOX_PORT,
  BACKEND_PATHS,
  sharedFor,
  containerName,
  createHostConfig,
  createRemoteConfig,
};
