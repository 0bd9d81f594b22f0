// Jest for what crosses the site server, the host and lint (the remotes' descriptors, DESIGN.md §6); the server's own
// tests run under node --test (deploy/test/).
const project = require('../jest.preset.cjs')(__dirname, 'node');

module.exports = { ...project, testMatch: ['<rootDir>/src/**/*.test.mjs'] };
