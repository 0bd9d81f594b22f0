#!/usr/bin/env node
// Publish, roll back, canary, inspect and verify remote versions. Changes the runtime map only: nothing is rebuilt.
//   wl-deploy publish <id> [--version 1.2.0] [--from remotes/<id>/dist] [--merchant demo]   (never overwrites)
//   wl-deploy publish-host [--from host/dist]
//   wl-deploy rollback <id> [--to <version>] [--merchant demo]    (no --to: the version before the current one)
//   wl-deploy canary <id> <version> --merchant <code> [--guard [--interval 60] [--until 2h|ISO]]
//                                                                  (one merchant gets a published version; --guard
//                                                                  judges it every interval until it is promoted,
//                                                                  cleared or rolled back, or --until)
//   wl-deploy clear-override <id> --merchant <code>               (the merchant back on the default map)
//   wl-deploy status                                               (what runs where, per merchant; the guard's log)
//   wl-deploy health [id] [--merchant m] [--since 30m] [--json]    (release health per remote, version, merchant)
//   wl-deploy guard [--once] [--json] [--interval 60] [--until T]  (judge every canary; roll a bad one back)
//     guard and canary --guard: [--min-views N] [--thresholds '{"errorsPer1k":{"plus":5}}'] (GUARD_THRESHOLDS)
//   wl-deploy verify [--site http://localhost:8080]                (manifests reachable, singletons satisfied)
//   wl-deploy nginx [--port 8088] [--backend URL] [--prefix DIR] [--health-dir DIR]   (write the nginx configuration;
//     OTEL_EXPORTER_OTLP_ENDPOINT set: release health goes to that collector, else to the health folder)
// publish copies the remote's descriptor (its package.json `wl`) into its map entry.
// WL_REGISTRY=<dir> (or --registry) works on another registry (tests use a copy); WL_HEALTH_DIR (or --health-dir)
// reads another release-health store. Each command prints its time.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { descriptorProblems, runtimeDescriptor } from '@wl/shell-contract/descriptors';
import {
  canaries,
  formatVerdict,
  GUARD_THRESHOLDS,
  guardLogTail,
  judge,
  withThresholds,
} from '../src/guard.mjs';
import { writeNginxConfig } from '../src/nginx.mjs';
import { healthDirOf } from '../src/otlp-ingest.mjs';
import {
  formatTable,
  healthRows,
  healthTable,
  parseDuration,
  readStore,
  timeOf,
} from '../src/release-health.mjs';
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
    // release health and the guard
    'health-dir': { type: 'string' },
    since: { type: 'string', default: '30m' },
    json: { type: 'boolean', default: false },
    guard: { type: 'boolean', default: false },
    once: { type: 'boolean', default: false },
    interval: { type: 'string', default: '60' },
    until: { type: 'string' },
    'min-views': { type: 'string' },
    thresholds: { type: 'string' },
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
  return formatTable(table);
}

/** The guard's thresholds: GUARD_THRESHOLDS with --thresholds (JSON) and --min-views (both sides) over it. */
function thresholds() {
  let t = withThresholds(GUARD_THRESHOLDS, values.thresholds ? JSON.parse(values.thresholds) : {});
  if (values['min-views']) {
    const n = Number(values['min-views']);
    t = withThresholds(t, { minPageViews: { canary: n, stable: n } });
  }
  return t;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Judge canaries (`which()` lists them) now, then every --interval seconds until --until or until `done` says so.
 * Prints each verdict (one JSON line each with --json; `guard --once --json` prints one array).
 */
async function guardLoop(which, { once, done = () => false }) {
  const healthDir = healthDirOf(values['health-dir']);
  // --until: a time, or a duration from now ('2h').
  const ahead = parseDuration(values.until);
  const deadline = values.until ? (ahead === null ? timeOf(values.until) : Date.now() + ahead) : Infinity;
  const t = thresholds();
  for (;;) {
    const verdicts = which().map((canary) => judge(registry, healthDir, canary, { thresholds: t }));
    if (values.json && once) console.log(JSON.stringify(verdicts, null, 2));
    else for (const v of verdicts) console.log(values.json ? JSON.stringify(v) : `${formatVerdict(v)}\n`);
    if (once || done(verdicts) || Date.now() >= deadline) return verdicts;
    await sleep(Number(values.interval) * 1000);
  }
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
    case 'canary': {
      if (!id || !version || !values.merchant)
        throw new Error('canary needs a remote id, a published version and --merchant');
      registry.canary(id, version, values.merchant);
      console.log(`${id} ${version} for ${values.merchant} only`);
      if (!values.guard) break;
      const merchant = values.merchant;
      // Judged while it is this merchant's canary: a promotion (the default now this version), a clear-override or a
      // rollback ends the watch.
      const stillCanary = () =>
        canaries(registry).some((c) => c.merchant === merchant && c.remote === id && c.version === version);
      await guardLoop(() => (stillCanary() ? [{ merchant, remote: id }] : []), {
        once: false,
        done: () => !stillCanary(),
      });
      console.log(
        stillCanary()
          ? `${id} ${version} on ${merchant}: still a canary at --until; the guard stops`
          : `${id} ${version} on ${merchant} is no longer a canary: the guard stops`,
      );
      break;
    }
    case 'guard': {
      const verdicts = await guardLoop(() => canaries(registry), { once: values.once });
      if (!verdicts.length && !values.json) console.log('guard: no canary in the registry');
      break;
    }
    case 'health': {
      const now = Date.now();
      const { entries, skipped } = readStore(healthDirOf(values['health-dir']), {
        from: timeOf(values.since, now),
        to: now,
      });
      const rows = healthRows(entries, { remote: id, merchant: values.merchant });
      if (values.json) console.log(JSON.stringify(rows, null, 2));
      else console.log(rows.length ? healthTable(rows) : `no release-health records since ${values.since}`);
      if (skipped) console.error(`wl-deploy health: ${skipped} line(s) skipped (not OTLP JSON)`);
      break;
    }
    case 'clear-override':
      if (!id || !values.merchant) throw new Error('clear-override needs a remote id and --merchant');
      registry.clearOverride(id, values.merchant);
      console.log(`${id} back to the default map for ${values.merchant}`);
      break;
    case 'status': {
      console.log(statusTable());
      const log = guardLogTail(registry);
      if (log.length) console.log(`\nguard log (last ${log.length}):\n${log.join('\n')}`);
      break;
    }
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
        healthDir: healthDirOf(values['health-dir']),
      });
      console.log(`wrote ${file}; run: nginx -c ${file} -p ${prefix}`);
      break;
    }
    default:
      throw new Error(
        'usage: wl-deploy publish|publish-host|rollback|canary|clear-override|status|health|guard|verify|nginx',
      );
  }
} catch (error) {
  console.error(`wl-deploy: ${error.message}`);
  exitCode = 1;
}
console.error(`wl-deploy ${command ?? ''}: ${Math.round(performance.now() - started)} ms`);
process.exit(exitCode);
