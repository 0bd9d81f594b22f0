// One lint config for the repository. Import boundaries: a remote never imports from the host or another remote;
// packages never import from an app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readRemoteDescriptors } from './packages/shell-contract/scripts/remote-descriptors.mjs';

/** The remotes: every folder under remotes/ that declares itself in its package.json `wl`. */
export const REMOTES = readRemoteDescriptors().map((remote) => remote.id);

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
          ],
        },
      ],
    },
  })),
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
