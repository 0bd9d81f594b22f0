// Issue 16: one table of backend prefixes (@wl/mf-config) for the node site server, the nginx configuration and the
// webpack dev servers; the dev servers' old copy lacked /mini-game and /common/promo-ui.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { nginxConfig } from '../src/nginx.mjs';
import { BACKEND_PATHS as SERVER_PATHS } from '../src/server.mjs';
import { BACKEND_PATHS } from '../src/site-rules.mjs';

const require = createRequire(import.meta.url);

describe('backend paths', () => {
  it('are the table of @wl/mf-config, which the dev servers read too', () => {
    const table = require('@wl/mf-config/src/backend-paths.cjs').BACKEND_PATHS;
    assert.equal(BACKEND_PATHS, table);
    assert.equal(SERVER_PATHS, table);
    for (const prefix of ['/wps', '/lgw', '/rtmsg', '/__sandbox', '/mini-game', '/common/promo-ui'])
      assert.ok(table.includes(prefix), prefix);
  });

  it('are every proxied location of the nginx configuration, and nothing else is', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-paths-'));
    const siteConfigFile = path.join(root, 'site-config.json');
    fs.writeFileSync(siteConfigFile, JSON.stringify({ defaultMerchant: 'demo', merchantByHost: {} }));
    try {
      const conf = nginxConfig({
        registryRoot: path.join(root, 'registry'),
        siteConfigFile,
        backend: 'http://127.0.0.1:8124',
        port: 8134,
        prefix: root,
        brotli: false,
      });
      const proxied = [
        ...conf.matchAll(/location \^~ (\S+) \{\s+proxy_pass http:\/\/127\.0\.0\.1:8124;/g),
      ].map((m) => m[1]);
      assert.deepEqual(proxied.sort(), [...BACKEND_PATHS].sort());
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
