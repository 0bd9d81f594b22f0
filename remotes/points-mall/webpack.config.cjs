const { createRemoteConfig } = require('@wl/mf-config');

module.exports = (_env, argv) =>
  createRemoteConfig({ id: 'points-mall', dir: __dirname, mode: argv.mode ?? 'production' });
