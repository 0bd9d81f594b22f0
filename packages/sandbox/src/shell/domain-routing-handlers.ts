import { http, HttpResponse } from 'msw';
// zod's whole classic API: the sandbox runs in Node, never in a bundle.
import { z } from 'zod/v4';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import type { MerchantConfig } from '../data/merchants';

/**
 * Domain routing (spec/shell.md §4, §7, §8): the ping the site probes candidate domains with, and a per-merchant
 * domain route list a test (or a demo) sets, naming hosts of THIS machine so a redirect lands on a working site.
 */

/** Replaced by the request's own port when the list is read: the site's port, through the site server's proxy. */
export const PORT_PLACEHOLDER = '{port}';

/**
 * A port nothing listens on (it needs root to bind, and browsers do not block it): a candidate there is refused at
 * once, a domain that is down.
 */
export const REFUSED_PORT = 2;

/** A candidate whose ping is held until the browser gives up (the site's 10 s probe timeout). */
export const HELD_PING_HOST = 'held.localhost';
/** How long a held ping waits before it drops the request. */
export const HELD_PING_MS = 60_000;

/**
 * The candidate list `PUT /__sandbox/domain-routes/:merchant` sets without `domains`: two more names of the same
 * site (both reachable; *.localhost is loopback and the site answers any host name) and two that are down.
 */
export const SITE_CANDIDATES: readonly string[] = [
  `http://alt1.localhost:${PORT_PLACEHOLDER}`,
  `http://alt2.localhost:${PORT_PLACEHOLDER}`,
  `http://down1.localhost:${REFUSED_PORT}`,
  `http://down2.localhost:${REFUSED_PORT}`,
];

const RoutesBody = z.object({ domains: z.array(z.string()).max(100).optional() }).strict();

/** The port a request was sent to, as the browser wrote it ('' for the scheme's default). */
const requestPort = (request: Request): string => new URL(request.url).port;

/** The sandbox's own port (PORT of the node server); undefined in unit tests, which call the handlers directly. */
function sandboxPort(): string | undefined {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.PORT;
}

/** The ping answers cross-origin: the site pings its other domains from the one the player is on. */
const CORS_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };

/**
 * GET /wps/system/test/ping (any origin, CORS), GET /wps/system/domainRoute when the merchant has a list of its own
 * (otherwise the next handler answers the speed-test lines), and the admin PUT/DELETE /__sandbox/domain-routes/:merchant.
 * Registered before the site pages' handlers.
 */
export function domainRoutingHandlers(core: SandboxCore) {
  const { state, context } = core;
  // Keyed by the merchant's config object: a reset makes new ones, so every list set by a test is forgotten.
  const lists = new WeakMap<MerchantConfig, readonly string[]>();

  return [
    http.get(anyOrigin('/wps/system/test/ping'), async ({ request }) => {
      const url = new URL(request.url);
      // The sandbox's own port serves no site: a candidate there (the speed test's lines) is not a place to go.
      if (sandboxPort() && url.port === sandboxPort()) {
        return HttpResponse.json(
          { success: false, errorCode: 'not.found', message: 'no site on this address', value: null },
          { status: 404, headers: CORS_HEADERS },
        );
      }
      if (url.hostname === HELD_PING_HOST) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HELD_PING_MS);
          (timer as { unref?: () => void }).unref?.();
          request.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return new HttpResponse(null, { status: 504, headers: CORS_HEADERS });
      }
      const speed = Number(url.searchParams.get('speed'));
      return HttpResponse.json(
        {
          success: true,
          value: { speed: Number.isFinite(speed) ? speed : null },
          errorCode: null,
          message: null,
        },
        { headers: CORS_HEADERS },
      );
    }),

    // Passes through (no answer) unless the merchant has a list set: then the speed-test lines stay the default.
    http.get(anyOrigin('/wps/system/domainRoute'), ({ request }) => {
      const config = state.merchant(context.merchantOf(request));
      const list = config && lists.get(config);
      if (!list) return undefined;
      const port = requestPort(request);
      return context.ok(
        list.map((domainName) => ({ domainName: domainName.split(PORT_PLACEHOLDER).join(port), speed: 0 })),
      );
    }),

    http.put(anyOrigin('/__sandbox/domain-routes/:merchant'), async ({ request, params }) => {
      const config = state.merchant(String(params.merchant));
      if (!config)
        return context.fail('merchant.not.found', `unknown merchant ${String(params.merchant)}`, 404);
      const parsed = RoutesBody.safeParse((await readJsonObject(request)) ?? {});
      if (!parsed.success) return context.fail('request.invalid', parsed.error.message, 400);
      const list = parsed.data.domains ?? SITE_CANDIDATES;
      lists.set(config, [...list]);
      return context.ok(list);
    }),

    http.delete(anyOrigin('/__sandbox/domain-routes/:merchant'), ({ params }) => {
      const config = state.merchant(String(params.merchant));
      if (!config)
        return context.fail('merchant.not.found', `unknown merchant ${String(params.merchant)}`, 404);
      lists.delete(config);
      return context.ok(null);
    }),
  ];
}
