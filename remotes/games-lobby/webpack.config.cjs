const { createRemoteConfig } = require('@wl/mf-config');

module.exports = (_env, argv) =>
  createRemoteConfig({ id: 'games-lobby', dir: __dirname, mode: argv.mode ?? 'production' });
