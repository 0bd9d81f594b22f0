import type { Server as HttpServer } from 'node:http';
import sockjs from 'sockjs';
import type { StompHub } from './stomp-hub';

/** Default SockJS prefix of the realtime endpoint (docs/endpoints.md). */
export const REALTIME_PREFIX = '/rtmsg';

/**
 * Mounts the SockJS endpoint on an HTTP server and runs a STOMP session per connection. SockJS carries text
 * messages; each may hold several STOMP frames or heart-beats, which the session's parser splits.
 */
export function mountRealtime(server: HttpServer, hub: StompHub, prefix = REALTIME_PREFIX): void {
  const endpoint = sockjs.createServer({
    prefix,
    // sockjs logs every request at 'info'; keep the console quiet but surface errors.
    log: (severity, message) => {
      if (severity === 'error') console.error(`sandbox realtime: ${message}`);
    },
  });
  endpoint.on('connection', (connection: sockjs.Connection | null) => {
    // sockjs may emit a null connection for a session that closed while opening.
    if (!connection) return;
    const session = hub.open({
      send: (data) => void connection.write(data),
      close: () => void connection.close(),
    });
    connection.on('data', (message: string) => session.receive(message));
    connection.on('close', () => session.close());
  });
  endpoint.installHandlers(server, { prefix });
}
