// CLI: `tsx src/server.ts [--port 8090] [--host 127.0.0.1]` (PORT and HOST env work too).
import { startSandboxServer } from './node';

/** The value after `--name` or of `--name=value` in argv. */
function argument(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const inline = argv.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const portText = argument('port') ?? process.env.PORT ?? '8090';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad port ${portText}`);
  const host = argument('host') ?? process.env.HOST ?? '127.0.0.1';

  const server = await startSandboxServer({ port, host });
  console.log(`sandbox listening on ${server.url} (HTTP /wps /lgw /__sandbox, SockJS /rtmsg)`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A hung close must not keep the process alive forever.
    setTimeout(() => process.exit(1), 3000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(
          `sandbox: close after ${signal} failed:`,
          error instanceof Error ? error.message : error,
        );
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('sandbox: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
