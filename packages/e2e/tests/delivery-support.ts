// Independent delivery tests (issue 16) run a site of their own: a copy of the registry (tests publish and roll back
// there, never in deploy/registry, which other servers read), served by the node server or by nginx, with a sandbox.
import { expect, type Page, type Request } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const REGISTRY = path.join(ROOT, 'deploy', 'registry');
const CLI = path.join(ROOT, 'deploy', 'bin', 'wl-deploy.mjs');
const run = promisify(execFile);

/** A running site of a delivery test. */
export interface DeliverySite {
  /** http://localhost:<port> */
  url: string;
  /** The same site as merchant `merchant` (`<merchant>.localhost`). */
  merchantUrl(merchant: string): string;
  registry: string;
  /** The site's release-health store (deploy/src/otlp-ingest.mjs): `<day>.<logs|metrics>.jsonl`. */
  healthDir: string;
  /** Run wl-deploy on this site's registry and release-health store; resolves its output and the time it reported. */
  cli(...args: string[]): Promise<{ stdout: string; ms: number }>;
  /** A copy of a published version's files, to change and publish as another build (in the test's temp folder). */
  buildFrom(id: string, version: string, change?: (manifest: Manifest) => void): string;
  stop(): Promise<void>;
}

/** The part of mf-manifest.json the tests change. */
export interface Manifest {
  shared: { name: string; version: string; requiredVersion?: string }[];
}

/** Copy the registry (retrying if another engineer's publish swaps a folder meanwhile). */
function copyRegistry(to: string): void {
  for (let attempt = 1; ; attempt += 1) {
    try {
      fs.rmSync(to, { recursive: true, force: true });
      fs.cpSync(REGISTRY, to, {
        recursive: true,
        dereference: true,
        filter: (source) => !/\.(tmp|staging|old)$|map\.lock$|\.map$/.test(source),
      });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${log()}`);
    try {
      // Below 500: the site answers, and a backend path is no longer the proxy's 502.
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer\n${log()}`);
}

/** Whether something listens on local port `port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Start a site on `port` with its sandbox on `sandboxPort`: `node` is deploy/bin/serve.mjs, `nginx` is
 * deploy/bin/serve-nginx.mjs (the configuration generated from the registry copy).
 */
export async function startDeliverySite(
  kind: 'node' | 'nginx',
  port: number,
  sandboxPort: number,
  /** The node server only: a site configuration made from deploy/site-config.json. */
  { siteConfig }: { siteConfig?: (config: Record<string, unknown>) => Record<string, unknown> } = {},
): Promise<DeliverySite> {
  // A server left from an interrupted run would answer in this one's place, with another registry.
  for (const taken of [port, sandboxPort])
    if (await listening(taken))
      throw new Error(`port ${taken} is in use (a site left from an earlier run?): stop it first`);
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), `wl-delivery-${kind}-`));
  const registry = path.join(temp, 'registry');
  const healthDir = path.join(temp, 'health');
  copyRegistry(registry);
  const bin = path.join(ROOT, 'deploy', 'bin', kind === 'node' ? 'serve.mjs' : 'serve-nginx.mjs');
  const args = [
    bin,
    '--with-sandbox',
    '--port',
    String(port),
    '--backend',
    `http://127.0.0.1:${sandboxPort}`,
  ];
  if (kind === 'nginx') args.push('--prefix', path.join(temp, 'nginx'));
  args.push('--health-dir', healthDir);
  if (siteConfig) {
    const file = path.join(temp, 'site-config.json');
    const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy', 'site-config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    fs.writeFileSync(file, JSON.stringify(siteConfig(base)));
    args.push('--site-config', file);
  }
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // Release health goes to this site's own store, never to a collector the machine may name.
    env: { ...process.env, WL_REGISTRY: registry, OTEL_EXPORTER_OTLP_ENDPOINT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/site-config.json`, child, () => output);
  await waitFor(`${url}/wps/system/whitelabel`, child, () => output);
  return {
    url,
    registry,
    healthDir,
    merchantUrl: (merchant) => `http://${merchant}.localhost:${port}`,
    async cli(...cliArgs) {
      const { stdout, stderr } = await run(process.execPath, [
        CLI,
        ...cliArgs,
        '--registry',
        registry,
        '--health-dir',
        healthDir,
      ]);
      const ms = Number(/: (\d+) ms/.exec(stderr)?.[1] ?? NaN);
      return { stdout, ms };
    },
    buildFrom(id, version, change) {
      const dir = fs.mkdtempSync(path.join(temp, `build-${id}-`));
      fs.cpSync(path.join(registry, 'remotes', id, version), dir, { recursive: true });
      if (change) {
        const file = path.join(dir, 'mf-manifest.json');
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
        change(manifest);
        fs.writeFileSync(file, JSON.stringify(manifest));
      }
      return dir;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      fs.rmSync(temp, { recursive: true, force: true });
    },
  };
}

/** The remote map a site serves at `/remotes.json` (its default merchant's unless `url` is another merchant's). */
export async function remoteMapOf(url: string): Promise<Record<string, { version: string }>> {
  return (await (await fetch(`${url}/remotes.json`)).json()) as Record<string, { version: string }>;
}

/** The version folder a request for one remote's files goes to, e.g. lottery → `1.2.0`. */
export function remoteVersionOf(request: Request, id: string): string | null {
  return new URL(request.url()).pathname.match(new RegExp(`^/remotes/${id}/([^/]+)/`))?.[1] ?? null;
}

/** Records, per remote, the versions whose manifests the page fetched, in order. */
export function recordRemoteVersions(page: Page): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([a-z-]+)\/([^/]+)\/mf-manifest\.json$/);
    // Each version once: the server's preload hint and the runtime's fetch of a manifest are one version.
    if (match && !seen.get(match[1]!)?.includes(match[2]!))
      seen.set(match[1]!, [...(seen.get(match[1]!) ?? []), match[2]!]);
  });
  return seen;
}

const contractVersion = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'packages', 'shell-contract', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const [major = 0, minor = 0] = contractVersion.split('.').map(Number);

/**
 * The host's shell contract version and, for version skew, an older minor of its major (the host is past x.0) and
 * the next major.
 */
export const CONTRACT = {
  host: contractVersion,
  olderMinor: `${major}.${Math.max(0, minor - 1)}.0`,
  nextMajor: `${major + 1}.0.0`,
};

/** Set the contract version a manifest records (the shared @wl/shell-contract), as a build against it would. */
export function setContractVersion(manifest: Manifest, version: string): void {
  const contract = manifest.shared.find((s) => s.name === '@wl/shell-contract');
  expect(contract, 'the manifest records the shell contract').toBeTruthy();
  contract!.version = version;
  contract!.requiredVersion = `^${version}`;
}
