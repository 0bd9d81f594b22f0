// One lint config for the repository. Import boundaries: a remote never imports from the host or another remote;
// packages never import from an app; inside an app, a feature never imports another feature, and the app's shared
// folders never import a feature (docs/area-guide.md "Folders").
import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readRemoteDescriptors } from './packages/shell-contract/scripts/remote-descriptors.mjs';

/** The remotes: every folder under remotes/ that declares itself in its package.json `wl`. */
export const REMOTES = readRemoteDescriptors().map((remote) => remote.id);

/** Every app: the host and each remote. */
const APPS = ['host', ...REMOTES.map((id) => `remotes/${id}`)];

/**
 * An app's folders under src/ that every feature may use and that never import a feature: `api` (endpoints),
 * `lib` (shared logic and widgets), `ui`, `i18n`, `config`, `federation` and `constants`. The others compose
 * features: `app` and `pages` (what the router shows), `shell` (the services areas are given), `stores` (the root
 * store wires the features' stores), `widgets` and `remote` (what a remote exposes).
 */
const SHARED_FOLDERS = ['api', 'lib', 'ui', 'i18n', 'config', 'federation', 'constants.ts'];

const featuresOf = (app) => {
  const dir = `${app}/src/features`;
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) => (entry.isDirectory() ? [entry.name] : []))
    : [];
};

/** import-x/no-restricted-paths zones of one app: feature to feature, and shared folder to feature. */
const featureZones = (app) => [
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message:
      'a feature does not import another feature: move what both need to a shared folder (lib, ui, api) or a package, or compose them in app/ or pages/',
  })),
  {
    target: SHARED_FOLDERS.map((folder) => `./${app}/src/${folder}`),
    from: `./${app}/src/features`,
    message: 'a shared folder does not import a feature',
  },
];

const noAppImports = (message) => ({
  patterns: [
    { group: ['@wl/host', '@wl/host/*', '@wl/remote-*'], message },
    { group: ['**/host/src/**', '**/remotes/*/src/**'], message },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'deploy/registry/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/**'],
    rules: { 'no-restricted-imports': ['error', noAppImports('packages/ never import from an app')] },
  },
  ...REMOTES.map((id) => ({
    files: [`remotes/${id}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@wl/host',
                '@wl/host/*',
                ...REMOTES.filter((r) => r !== id).map((r) => `@wl/remote-${r}`),
              ],
              message: 'a remote reaches the host and other areas only through shell services',
            },
            {
              group: ['**/host/src/**', '**/remotes/**'],
              message: 'a remote imports only its own files and packages/',
            },
            {
              group: ['react-dom/client'],
              message:
                "an area renders inside the host's one React tree: its dialogs go through shell.overlay, never a root of its own",
            },
          ],
        },
      ],
    },
  })),
  {
    // Tests may reach across features for their fixtures.
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: APPS.flatMap(featureZones) }],
    },
  },
  {
    files: ['host/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@wl/remote-*', '**/remotes/**'], message: 'the host loads remotes at run time only' },
          ],
        },
      ],
    },
  },
);
