import { getResponse, http, type RequestHandler } from 'msw';
import { isAdminPath } from './admin-path';
import type { CoreContext } from './core';
import { EncryptionError, type EnvelopeKeys } from './encryption';

/** What the envelope guard needs. */
export interface EnvelopeGuardOptions {
  keys: EnvelopeKeys;
  context: CoreContext;
  /** `METHOD /path` entries that refuse a plain body. */
  required: ReadonlySet<string>;
  /** The handlers a decrypted request is answered by (the API handlers after the guard). */
  downstream: readonly RequestHandler[];
}

/**
 * The step in front of the shell and area handlers that makes encryption invisible to them (docs/encryption.md).
 * It matches only requests that carry an `Encryption` header or go to an endpoint that requires one, so every other
 * request (and msw's unhandled-request check) behaves as before.
 *
 * A request that passes every check is answered by re-dispatching a plain copy of it (the decrypted JSON as body,
 * `Content-Type: application/json`, no `Encryption` header, other headers kept) to the downstream handlers: they read
 * `request.json()` as for any plain call and need no knowledge of the scheme. Re-dispatching (rather than falling
 * through) is needed because msw hands every handler the same, unchangeable request. A passing request that no
 * handler serves gets the node server's 404 envelope. Handlers a test adds with `server.use()` are not re-dispatched
 * to: msw runs them before the sandbox's, so they see the sealed request.
 */
export function envelopeGuard({ keys, context, required, downstream }: EnvelopeGuardOptions): RequestHandler {
  const concerns = (request: Request) => {
    const path = new URL(request.url).pathname;
    if (isAdminPath(path)) return false;
    return request.headers.has('Encryption') || required.has(`${request.method.toUpperCase()} ${path}`);
  };

  return http.all(
    ({ request }) => concerns(request),
    async ({ request }) => {
      if (!request.headers.has('Encryption')) {
        return context.fail('encryption.required', 'this endpoint only accepts an encrypted body', 400);
      }
      let plaintext: Uint8Array<ArrayBuffer>;
      try {
        plaintext = await keys.open(request, context.now());
      } catch (error) {
        if (error instanceof EncryptionError) return context.fail(error.code, error.message, 400);
        throw error;
      }
      const headers = new Headers(request.headers);
      headers.delete('Encryption');
      headers.delete('Content-Length');
      headers.set('Content-Type', 'application/json');
      const plain = new Request(request.url, {
        method: request.method,
        headers,
        body: plaintext,
        signal: request.signal,
      });
      const path = new URL(request.url).pathname;
      return (
        (await getResponse([...downstream], plain)) ??
        context.fail('not.found', `no sandbox endpoint ${request.method} ${path}`, 404)
      );
    },
  );
}
