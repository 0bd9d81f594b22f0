const { createHostConfig } = require('@wl/mf-config');

module.exports = (_env, argv) => createHostConfig({ dir: __dirname, mode: argv.mode ?? 'production' });
