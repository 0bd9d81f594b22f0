// One Jest setup for every package and app; each folder's jest.config.cjs calls this with its own dir.
const path = require('node:path');
const { ZOD_SHIM, zodBuilds } = require('./packages/mf-config/src/index.cjs');

/** A package that depends on zod (the one the site's builds resolve): where the zod files are found. */
const ZOD_OWNER = path.join(__dirname, 'packages', 'api-client');

/** ESM-only packages that Jest must transform (besides any .mjs file, which is always transformed). */
const ESM_PACKAGES = ['until-async', 'zod'];

/**
 * @param {string} dir the package or app folder
 * @param {'jsdom' | 'node'} environment
 */
module.exports = function jestProject(dir, environment = 'jsdom') {
  const name = require(path.join(dir, 'package.json')).name;
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? 'jest-fixed-jsdom' : 'node',
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // Skip node_modules except .mjs files and the ESM-only packages (pnpm paths nest node_modules twice).
    transformIgnorePatterns: [
      `^(?!.*\\.mjs$)(?!.*/node_modules/(${ESM_PACKAGES.join('|')})/).*/node_modules/`,
    ],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
      // Style entry points named without .css (swiper's `swiper/css`, `swiper/css/navigation`...).
      '^swiper/css(/.*)?$': path.join(__dirname, 'jest.style-stub.cjs'),
      // The shared `zod` the builds use (packages/mf-config/src/zod.mjs), so tests run the schemas as the site does.
      // The sandbox, a Node tool never bundled, imports zod's whole classic API as 'zod/v4'.
      '^zod$': ZOD_SHIM,
      ...Object.fromEntries(
        Object.entries(zodBuilds(ZOD_OWNER)).map(([alias, file]) => [`^${alias.replace(/\$$/, '')}$`, file]),
      ),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    restoreMocks: true,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/bin/**/*.test.{ts,mjs}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
};
