const { createRemoteConfig } = require('@wl/mf-config');

module.exports = (_env, argv) =>
  createRemoteConfig({ id: 'lottery', dir: __dirname, mode: argv.mode ?? 'production' });
