const { createRemoteConfig } = require('@wl/mf-config');

module.exports = (_env, argv) =>
  createRemoteConfig({ id: 'member-centre', dir: __dirname, mode: argv.mode ?? 'production' });
