#!/usr/bin/env node
// Publish, roll back, canary, inspect and verify remote versions. Changes the runtime map only: nothing is rebuilt.
//   wl-deploy publish <id> [--version 1.2.0] [--from remotes/<id>/dist] [--merchant demo]   (never overwrites)
//   wl-deploy publish-host [--from host/dist]
//   wl-deploy rollback <id> [--to <version>] [--merchant demo]    (no --to: the version before the current one)
//   wl-deploy canary <id> <version> --merchant <code>             (one merchant gets a published version)
//   wl-deploy clear-override <id> --merchant <code>               (the merchant back on the default map)
//   wl-deploy status                                               (what runs where, per merchant)
//   wl-deploy verify [--site http://localhost:8080]                (manifests reachable, singletons satisfied)
//   wl-deploy nginx [--port 8088] [--backend URL] [--prefix DIR]   (write the nginx configuration)
// publish copies the remote's descriptor (its package.json `wl`) into its map entry.
// WL_REGISTRY=<dir> (or --registry) works on another registry (tests use a copy). Each command prints its time.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { descriptorProblems, runtimeDescriptor } from '@wl/shell-contract/descriptors';
import { writeNginxConfig } from '../src/nginx.mjs';
import { Registry } from '../src/registry.mjs';
import { SITE_CONFIG_FILE } from '../src/site-rules.mjs';
import { hostSharedVersions, verify } from '../src/verify.mjs';

const started = performance.now();
const root = path.resolve(import.meta.dirname, '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    from: { type: 'string' },
    merchant: { type: 'string' },
    to: { type: 'string' },
    registry: { type: 'string' },
    site: { type: 'string' },
    // Local build loop only (scripts/build-all.mjs): rebuild the package.json version in place.
    replace: { type: 'boolean', default: false },
    port: { type: 'string', default: '8088' },
    backend: { type: 'string', default: 'http://127.0.0.1:8090' },
    prefix: { type: 'string' },
    'site-config': { type: 'string' },
  },
});
const [command, id, version] = positionals;
const registry = new Registry(values.registry ? path.resolve(values.registry) : undefined);
const forMerchant = values.merchant ? ` for ${values.merchant}` : '';

/**
 * The status table: one row per remote, the default version, one column per merchant (the site configuration's and
 * any with a canary): its own version where it has one, `=` where it runs the default.
 */
function statusTable() {
  const rows = registry.status();
  const siteConfig = JSON.parse(fs.readFileSync(values['site-config'] ?? SITE_CONFIG_FILE, 'utf8'));
  const merchants = [
    ...new Set([
      ...Object.values(siteConfig.merchantByHost ?? {}),
      ...(siteConfig.defaultMerchant ? [siteConfig.defaultMerchant] : []),
      ...rows.flatMap((row) => Object.keys(row.merchants)),
    ]),
  ].sort();
  const table = [
    ['remote', 'default', ...merchants, 'available'],
    ...rows.map((row) => [
      row.id,
      row.current ?? '-',
      ...merchants.map((m) => row.merchants[m] ?? '='),
      row.available.join(', ') || '-',
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  return table
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

let exitCode = 0;
try {
  switch (command) {
    case 'publish': {
      if (!id) throw new Error('publish needs a remote id');
      const appDir = path.join(root, 'remotes', id);
      const pkgFile = path.join(appDir, 'package.json');
      const pkg = fs.existsSync(pkgFile) ? JSON.parse(fs.readFileSync(pkgFile, 'utf8')) : null;
      // The remote's descriptor goes into the map with the version: the host and the site server read it there. A
      // package with a broken one is refused; a remote with no package here (given --version and --from) is published
      // without one, as before descriptors: the server then preloads nothing for it.
      const problems = pkg ? descriptorProblems(id, pkg.wl) : [];
      if (problems.length) throw new Error(problems.join('; '));
      if (!pkg) console.error(`wl-deploy: ${pkgFile} not found: ${id} is published without a descriptor`);
      const v = values.version ?? pkg?.version;
      if (!v) throw new Error(`publish ${id} needs --version (no ${pkgFile})`);
      registry.publish(id, v, path.resolve(values.from ?? path.join(appDir, 'dist')), {
        merchant: values.merchant,
        replace: values.replace,
        descriptor: pkg ? runtimeDescriptor(pkg.wl) : undefined,
      });
      console.log(`published ${id} ${v}${forMerchant}`);
      break;
    }
    case 'publish-host': {
      const from = path.resolve(values.from ?? path.join(root, 'host', 'dist'));
      registry.publishHost(from, { shared: await hostSharedVersions(path.join(root, 'host')) });
      console.log('published host');
      break;
    }
    case 'rollback': {
      if (!id) throw new Error('rollback needs a remote id');
      const now = registry.rollback(id, values.to ?? version, { merchant: values.merchant });
      console.log(`${id} now at ${now}${forMerchant}`);
      break;
    }
    case 'canary':
      if (!id || !version || !values.merchant)
        throw new Error('canary needs a remote id, a published version and --merchant');
      registry.canary(id, version, values.merchant);
      console.log(`${id} ${version} for ${values.merchant} only`);
      break;
    case 'clear-override':
      if (!id || !values.merchant) throw new Error('clear-override needs a remote id and --merchant');
      registry.clearOverride(id, values.merchant);
      console.log(`${id} back to the default map for ${values.merchant}`);
      break;
    case 'status':
      console.log(statusTable());
      break;
    case 'verify': {
      const { problems, checked } = await verify(registry, { site: values.site });
      for (const problem of problems) console.error(`verify: ${problem}`);
      console.log(
        problems.length
          ? `verify failed: ${problems.length} problem(s) in ${checked} manifest(s)`
          : `verify ok: ${checked} manifest(s)`,
      );
      if (problems.length) exitCode = 1;
      break;
    }
    case 'nginx': {
      const prefix = path.resolve(values.prefix ?? path.join(root, '.nginx'));
      const file = writeNginxConfig({
        registryRoot: registry.root,
        siteConfigFile: path.resolve(values['site-config'] ?? SITE_CONFIG_FILE),
        backend: values.backend,
        port: Number(values.port),
        prefix,
      });
      console.log(`wrote ${file}; run: nginx -c ${file} -p ${prefix}`);
      break;
    }
    default:
      throw new Error(
        'usage: wl-deploy publish|publish-host|rollback|canary|clear-override|status|verify|nginx',
      );
  }
} catch (error) {
  console.error(`wl-deploy: ${error.message}`);
  exitCode = 1;
}
console.error(`wl-deploy ${command ?? ''}: ${Math.round(performance.now() - started)} ms`);
process.exit(exitCode);
