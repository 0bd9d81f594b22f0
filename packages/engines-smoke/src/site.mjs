// The built site and its sandbox for the smoke, started as the Playwright config starts them (deploy/bin/serve.mjs
// --with-sandbox), on ports of their own so a run never meets Playwright's servers (8080/8081, sandboxes
// 8090/8091) nor the Lighthouse benchmark's (8085/8086, 8095).
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The smoke's site port; its sandbox listens 10 above (ENGINES_SITE_PORT overrides). */
export const SITE_PORT = Number(process.env.ENGINES_SITE_PORT ?? 8087);

/**
 * @typedef {object} Site
 * @property {string} url The site's origin, e.g. http://localhost:8087.
 * @property {(method: string, path: string, body?: unknown) => Promise<unknown>} admin A sandbox admin call
 *   (`/__sandbox/...` through the site); throws unless it answers 2xx. Returns the envelope's value.
 * @property {() => Promise<void>} stop Stops the site server and its sandbox.
 */

/**
 * Start the site (the last build in deploy/registry) with its sandbox and wait until both answer (the sandbox reset).
 * @param {{ port?: number, timeoutMs?: number }} [options]
 * @returns {Promise<Site>}
 */
export async function startSite({ port = SITE_PORT, timeoutMs = 60_000 } = {}) {
  const url = `http://localhost:${port}`;
  const child = spawn(
    process.execPath,
    [
      'deploy/bin/serve.mjs',
      '--with-sandbox',
      '--port',
      String(port),
      '--backend',
      `http://127.0.0.1:${port + 10}`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Never outlive the run, whatever ends it.
  const orphan = () => child.kill('SIGTERM');
  process.once('exit', orphan);

  const stop = async () => {
    process.off('exit', orphan);
    if (child.exitCode !== null) return;
    // serve.mjs stops its sandbox on SIGTERM; a server that hangs is killed after 5 s.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  // serve.mjs answers before its sandbox does: the site is ready once the sandbox resets through it.
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site server exited with ${child.exitCode}:\n${errors}`);
    try {
      const reset = await fetch(`${url}/__sandbox/reset`, {
        method: 'POST',
        signal: AbortSignal.timeout(2000),
      });
      if (reset.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the site and its sandbox did not answer on ${url} within ${timeoutMs / 1000} s:\n${errors}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  /** @type {Site['admin']} */
  const admin = async (method, adminPath, body) => {
    const response = await fetch(`${url}${adminPath}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${adminPath} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text).value : null;
  };
  return { url, admin, stop };
}
