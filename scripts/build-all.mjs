#!/usr/bin/env node
// Build the host and every remote for production, then publish them to the local registry (deploy/registry),
// which the site server serves. Prints each app's build time; writes them to .bench/build-times.json.
//   node scripts/build-all.mjs [--only host,lottery] [--jobs 2]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readRemoteDescriptors } from '../packages/shell-contract/scripts/remote-descriptors.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Every remote that declares itself in its package.json `wl` (DESIGN.md §6). */
const REMOTES = readRemoteDescriptors().map((remote) => remote.id);
const { values } = parseArgs({
  options: { only: { type: 'string' }, jobs: { type: 'string', default: '2' } },
});
const wanted = values.only ? values.only.split(',') : ['host', ...REMOTES];
const webpackCli = path.join(root, 'host', 'node_modules', 'webpack-cli', 'bin', 'cli.js');

function run(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${cwd}: exit ${code}\n${output}`)),
    );
  });
}

async function build(app) {
  const dir = app === 'host' ? path.join(root, 'host') : path.join(root, 'remotes', app);
  const started = Date.now();
  await run(process.execPath, [webpackCli, '--mode', 'production'], dir);
  const seconds = (Date.now() - started) / 1000;
  console.log(`built ${app.padEnd(16)} ${seconds.toFixed(1)} s`);
  const deploy = path.join(root, 'deploy', 'bin', 'wl-deploy.mjs');
  // The local build loop republishes the package.json version in place (--replace); a release publishes a new
  // version with `wl-deploy publish`, which never overwrites one.
  await run(
    process.execPath,
    app === 'host' ? [deploy, 'publish-host'] : [deploy, 'publish', app, '--replace'],
    root,
  );
  return [app, seconds];
}

const started = Date.now();
const queue = [...wanted];
const times = {};
// Two builds at a time keep both cores busy without thrashing a 2-core machine.
await Promise.all(
  Array.from({ length: Math.max(1, Number(values.jobs)) }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const [name, seconds] = await build(app);
      times[name] = seconds;
    }
  }),
).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
const total = (Date.now() - started) / 1000;
console.log(`built ${wanted.length} apps in ${total.toFixed(1)} s; published to deploy/registry`);
fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
fs.writeFileSync(path.join(root, '.bench', 'build-times.json'), JSON.stringify({ total, ...times }, null, 2));
