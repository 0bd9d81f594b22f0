const { createRemoteConfig } = require('@wl/mf-config');

module.exports = (_env, argv) =>
  createRemoteConfig({ id: 'promotions', dir: __dirname, mode: argv.mode ?? 'production' });
