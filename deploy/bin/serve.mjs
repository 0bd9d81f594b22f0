#!/usr/bin/env node
// Serve the built site at http://localhost:8080 (one origin), optionally starting the sandbox backend too.
//   node deploy/bin/serve.mjs [--port 8080] [--backend http://127.0.0.1:8090] [--with-sandbox] [--health-dir DIR]
//                             [--site-config FILE]   (another site configuration than deploy/site-config.json)
// Release-health records go to --health-dir (else WL_HEALTH_DIR, else deploy/health), or to the collector at
// OTEL_EXPORTER_OTLP_ENDPOINT when it is set.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSiteServer } from '../src/server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    backend: { type: 'string', default: process.env.BACKEND_URL ?? 'http://127.0.0.1:8090' },
    'with-sandbox': { type: 'boolean', default: false },
    'health-dir': { type: 'string' },
    'site-config': { type: 'string' },
  },
});

const children = [];
if (values['with-sandbox']) {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const port = new URL(values.backend).port || '8090';
  // tsx is the sandbox's own dependency: run from the sandbox package so it resolves.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--port', port], {
    cwd: path.join(root, 'packages', 'sandbox'),
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  });
  child.on('exit', (code) => {
    if (code) console.error(`[site] sandbox exited with ${code}`);
  });
  children.push(child);
}

const { app, upgrade } = createSiteServer({
  backend: values.backend,
  healthDir: values['health-dir'],
  ...(values['site-config'] ? { siteConfigFile: path.resolve(values['site-config']) } : {}),
});
const server = http.createServer(app);
server.on('upgrade', upgrade);
server.listen(Number(values.port), () => {
  console.log(`[site] http://localhost:${values.port} (backend ${values.backend})`);
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
