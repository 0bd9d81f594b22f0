// What the benchmark scripts share: the sandbox backend they start, waiting for a server, and the median they report.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** The middle of `xs` once sorted (the upper middle for an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Resolves once `url` answers at all; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the sandbox backend (packages/sandbox) on `port`: its process and its address. Ask `waitFor` an API path of
 * it before using it.
 */
export function startSandbox(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--port', String(port)], {
    cwd: path.join(root, 'packages', 'sandbox'),
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port) },
  });
  return { child, url: `http://127.0.0.1:${port}` };
}
