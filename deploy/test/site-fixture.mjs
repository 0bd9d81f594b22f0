// What the site server's tests share: a registry with a host build in a temporary folder, a stand-in backend and
// the site server in front of it, each on a free local port, and a GET that sets the Host header (the merchant).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Registry } from '../src/registry.mjs';
import { createSiteServer } from '../src/server.mjs';

/** Listen on a free local port; resolves with the server's origin. */
export const listen = (server) =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );

/** GET with a Host header (fetch may not set Host): the response, its status and body, and the body as JSON. */
export const getAs = (url, host) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Host: host } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ res, status: res.statusCode, body, json: () => JSON.parse(body) }));
      })
      .on('error', reject);
  });

/** The merchants of a test site: demo by default, lite by its host name. */
export const TEST_SITE_CONFIG = { defaultMerchant: 'demo', merchantByHost: { 'lite.localhost': 'lite' } };

/** The test host's entry, hashed as the host's build names it (@wl/mf-config createHostConfig). */
export const HOST_ENTRY = 'main.0a1b2c3d.js';

/**
 * A site server for a test, with what it serves in a temporary folder: a registry holding a host build (`indexHtml`
 * and its hashed main.js, {@link HOST_ENTRY}) and whatever `publish(registry, root)` adds, and a stand-in backend
 * answering with `backend(req, res)` (`{}` by default). Other options go to createSiteServer. `stop()` closes both servers and removes
 * the folder.
 * @param {{ prefix?: string, indexHtml?: string, publish?: (registry: Registry, root: string) => void,
 *   backend?: http.RequestListener, siteConfig?: object } & Record<string, unknown>} [options]
 */
export async function startTestSite({
  prefix = 'wl-site-',
  indexHtml = '<div id="root"></div>',
  publish,
  backend: answer = (_req, res) => res.end('{}'),
  siteConfig = TEST_SITE_CONFIG,
  ...serverOptions
} = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const registry = new Registry(path.join(root, 'registry'));
  publish?.(registry, root);
  const hostBuild = path.join(root, 'host');
  fs.mkdirSync(hostBuild);
  fs.writeFileSync(path.join(hostBuild, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(hostBuild, HOST_ENTRY), '//main');
  registry.publishHost(hostBuild);
  const siteConfigFile = path.join(root, 'site-config.json');
  fs.writeFileSync(siteConfigFile, JSON.stringify(siteConfig));
  const backend = http.createServer(answer);
  const { app, upgrade } = createSiteServer({
    backend: await listen(backend),
    registry,
    siteConfigFile,
    ...serverOptions,
  });
  const site = http.createServer(app);
  site.on('upgrade', upgrade);
  const url = await listen(site);
  return {
    url,
    root,
    registry,
    stop() {
      site.close();
      backend.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
