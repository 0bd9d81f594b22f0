#!/usr/bin/env node
// Serve the built site behind nginx (Debian's package; scripts/ensure-tools.sh --nginx installs it), optionally with
// the sandbox backend: the configuration is generated from the registry (deploy/src/nginx.mjs) into --prefix.
//   node deploy/bin/serve-nginx.mjs [--port 8088] [--backend http://127.0.0.1:8090] [--with-sandbox] [--prefix .nginx]
// WL_REGISTRY=<dir> serves another registry; WL_HEALTH_DIR=<dir> (or --health-dir) is the release-health store
// (OTEL_EXPORTER_OTLP_ENDPOINT: a collector instead). A publish, rollback or canary needs no reload: nginx reads the maps.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeNginxConfig } from '../src/nginx.mjs';
import { healthDirOf } from '../src/otlp-ingest.mjs';
import { Registry } from '../src/registry.mjs';
import { SITE_CONFIG_FILE } from '../src/site-rules.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8088' },
    backend: { type: 'string', default: process.env.BACKEND_URL ?? 'http://127.0.0.1:8090' },
    'with-sandbox': { type: 'boolean', default: false },
    prefix: { type: 'string' },
    nginx: { type: 'string', default: process.env.NGINX ?? '/usr/sbin/nginx' },
    'health-dir': { type: 'string' },
  },
});

const registry = new Registry();
// The registry's merged per-merchant maps are written on every map change; write them once for an older registry.
registry.withLock(() => registry.writeMergedMaps());
const prefix = path.resolve(values.prefix ?? path.join(root, '.nginx', values.port));
const conf = writeNginxConfig({
  registryRoot: registry.root,
  siteConfigFile: SITE_CONFIG_FILE,
  backend: values.backend,
  port: Number(values.port),
  prefix,
  healthDir: healthDirOf(values['health-dir']),
});

const children = [];
if (values['with-sandbox']) {
  const port = new URL(values.backend).port || '8090';
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--port', port], {
      cwd: path.join(root, 'packages', 'sandbox'),
      stdio: 'inherit',
      env: { ...process.env, PORT: port },
    }),
  );
}
const nginx = spawn(values.nginx, ['-c', conf, '-p', prefix], { stdio: 'inherit' });
children.push(nginx);
nginx.on('spawn', () =>
  console.log(`[nginx] http://localhost:${values.port} (backend ${values.backend}, config ${conf})`),
);
nginx.on('exit', (code) => {
  if (code) console.error(`[nginx] exited with ${code}: see ${path.join(prefix, 'error.log')}`);
  for (const child of children) child.kill('SIGTERM');
  process.exit(code ?? 0);
});

const stop = () => {
  // nginx: QUIT is a graceful stop.
  for (const child of children) child.kill(child === nginx ? 'SIGQUIT' : 'SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
