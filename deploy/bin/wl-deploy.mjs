#!/usr/bin/env node
// Publish, roll back and inspect remote versions. Changes the runtime map only: nothing is rebuilt.
//   wl-deploy publish <id> [--version 1.2.0] [--from remotes/<id>/dist] [--merchant demo]
//   wl-deploy publish-host [--from host/dist]
//   wl-deploy rollback <id> <version> [--merchant demo]
//   wl-deploy clear-override <id> --merchant demo
//   wl-deploy status
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Registry } from '../src/registry.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, from: { type: 'string' }, merchant: { type: 'string' } },
});
const [command, id, version] = positionals;
const registry = new Registry();

try {
  switch (command) {
    case 'publish': {
      if (!id) throw new Error('publish needs a remote id');
      const appDir = path.join(root, 'remotes', id);
      const v =
        values.version ?? JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;
      registry.publish(id, v, path.resolve(values.from ?? path.join(appDir, 'dist')), {
        merchant: values.merchant,
      });
      console.log(`published ${id} ${v}${values.merchant ? ` for ${values.merchant}` : ''}`);
      break;
    }
    case 'publish-host':
      registry.publishHost(path.resolve(values.from ?? path.join(root, 'host', 'dist')));
      console.log('published host');
      break;
    case 'rollback':
      if (!id || !version) throw new Error('rollback needs a remote id and a version');
      registry.rollback(id, version, { merchant: values.merchant });
      console.log(`${id} now at ${version}${values.merchant ? ` for ${values.merchant}` : ''}`);
      break;
    case 'clear-override':
      if (!id || !values.merchant) throw new Error('clear-override needs a remote id and --merchant');
      registry.clearOverride(id, values.merchant);
      console.log(`${id} back to the default map for ${values.merchant}`);
      break;
    case 'status':
      for (const row of registry.status()) {
        console.log(
          `${row.id.padEnd(18)} ${String(row.current ?? '-').padEnd(10)} available: ${row.available.join(', ') || '-'}`,
        );
      }
      break;
    default:
      throw new Error('usage: wl-deploy publish|publish-host|rollback|clear-override|status');
  }
} catch (error) {
  console.error(`wl-deploy: ${error.message}`);
  process.exit(1);
}
