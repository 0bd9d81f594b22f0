// Node-only entry (`@wl/sandbox/node`): the sandbox as a real HTTP + SockJS/STOMP server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { getResponse } from 'msw';
import { fail } from './core/envelope';
import { PEER_ADDRESS_HEADER } from './shell/frame-handlers';
import { mountRealtime } from './realtime/sockjs-endpoint';
import { StompHub } from './realtime/stomp-hub';
import type { HeartbeatOffer } from './realtime/stomp-session';
import { createSandbox, type Sandbox } from './sandbox';

export { REALTIME_PREFIX } from './realtime/sockjs-endpoint';
export type { HeartbeatOffer } from './realtime/stomp-session';

/** Options of {@link startSandboxServer}. */
export interface SandboxServerOptions {
  /** TCP port, 8090 by default; 0 picks a free one (see `url`). */
  port?: number;
  /** Interface to listen on, 127.0.0.1 by default. */
  host?: string;
  /** The sandbox to serve; a fresh `createSandbox()` by default. */
  sandbox?: Sandbox;
  /** STOMP heart-beats the server offers (ms); 10 000 both ways by default. */
  heartbeat?: HeartbeatOffer;
  /** How often the sandbox clock's listeners hear that time passed (ms), 1000 by default. */
  tickMs?: number;
}

/** A running sandbox server. */
export interface SandboxServer {
  /** `http://host:port` it listens on. */
  url: string;
  sandbox: Sandbox;
  /** Closes realtime sessions and every connection, then the server. */
  close(): Promise<void>;
}

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The fetch Request msw handlers expect, with the full URL from the Host header (the merchant may be in it). `signal`
 * tells handlers that wait (a fault's delay) that the client went away.
 */
async function toRequest(message: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const url = new URL(message.url ?? '/', `http://${message.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < message.rawHeaders.length; i += 2) {
    headers.append(message.rawHeaders[i] as string, message.rawHeaders[i + 1] as string);
  }
  // The requesting IP for GET /wps/system/location (shell/frame-handlers.ts); the client cannot set it.
  headers.set(PEER_ADDRESS_HEADER, message.socket.remoteAddress ?? '');
  const method = message.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? null : await readBody(message);
  // A copy as Uint8Array: undici takes it as BodyInit, a Buffer is not typed as one.
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : null,
    signal,
  });
}

async function writeResponse(target: ServerResponse, response: Response): Promise<void> {
  target.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') target.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) target.setHeader('set-cookie', cookies);
  target.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers one HTTP request with the sandbox's handlers; the 404 envelope when none matches. */
async function answer(sandbox: Sandbox, message: IncomingMessage, target: ServerResponse): Promise<void> {
  const gone = new AbortController();
  // 'close' before the response finished means the client hung up (e.g. its timeout fired during a fault's delay).
  target.once('close', () => {
    if (!target.writableFinished) gone.abort();
  });
  let request: Request;
  try {
    request = await toRequest(message, gone.signal);
  } catch {
    return writeResponse(target, fail('request.invalid', 'malformed request', 400));
  }
  const path = new URL(request.url).pathname;
  try {
    const response = await getResponse(sandbox.handlers, request);
    await writeResponse(
      target,
      response ?? fail('not.found', `no sandbox endpoint ${request.method} ${path}`, 404),
    );
  } catch (error) {
    // A client that hung up mid-request leaves nobody to answer and nothing worth reporting.
    if (gone.signal.aborted) return;
    // Only method and path are logged: headers and query may hold tokens.
    console.error(
      `sandbox: ${request.method} ${path} failed:`,
      error instanceof Error ? error.message : error,
    );
    if (!target.headersSent)
      await writeResponse(target, fail('sandbox.error', 'sandbox handler failed', 500));
    else target.end();
  }
}

/**
 * Starts the sandbox as a plain node:http server: the MSW handlers answer HTTP (via msw's `getResponse`), SockJS +
 * STOMP 1.2 serve realtime on `/rtmsg`, and the sandbox clock ticks every `tickMs`.
 */
export function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const { port = 8090, host = '127.0.0.1', tickMs = 1000 } = options;
  const sandbox = options.sandbox ?? createSandbox();
  const hub = new StompHub({
    resolveToken: (token) => sandbox.resolveToken(token),
    isMerchant: (code) => sandbox.hasMerchant(code),
    heartbeat: options.heartbeat,
  });
  const server = createServer((message, target) => void answer(sandbox, message, target));
  mountRealtime(server, hub);
  sandbox.setRealtime(hub);

  // Tracked so close() can end keep-alive and upgraded (WebSocket) sockets, which server.close() would wait for.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const ticker = setInterval(() => {
    try {
      sandbox.tick();
    } catch (error) {
      console.error('sandbox: clock listener failed:', error instanceof Error ? error.message : error);
    }
  }, tickMs);

  const close = () =>
    new Promise<void>((resolve, reject) => {
      clearInterval(ticker);
      hub.closeAll();
      sandbox.setRealtime(null);
      server.close((error) => (error ? reject(error) : resolve()));
      for (const socket of sockets) socket.destroy();
    });

  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      clearInterval(ticker);
      sandbox.setRealtime(null);
      reject(error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({ url: `http://${shownHost}:${actualPort}`, sandbox, close });
    });
  });
}
