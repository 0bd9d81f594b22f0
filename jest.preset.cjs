// One Jest setup for every package and app; each folder's jest.config.cjs calls this with its own dir.
const path = require('node:path');

/** ESM-only packages that Jest must transform (besides any .mjs file, which is always transformed). */
const ESM_PACKAGES = ['swiper', 'ssr-window', 'dom7', 'until-async'];

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
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.cjs') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    restoreMocks: true,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/bin/**/*.test.{ts,mjs}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
};
