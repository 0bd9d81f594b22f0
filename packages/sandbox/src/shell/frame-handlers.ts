import { http } from 'msw';
import { z } from 'zod';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import type { MerchantConfig } from '../data/merchants';

/**
 * The header node.ts sets to the socket's peer address, so handlers can answer the requesting IP. A proxy in front
 * (deploy/src/server.mjs) sends X-Forwarded-For, whose first entry wins.
 */
export const PEER_ADDRESS_HEADER = 'x-sandbox-peer-address';

/** One `PUT /wps/member/language` the sandbox received (`GET /__sandbox/language-updates`). */
export interface LanguageUpdate {
  account: string;
  language: string;
  receivedAt: number;
}

const LanguageBody = z.object({ language: z.string().min(1) });

/** The requesting IP: the proxy's X-Forwarded-For first entry, else the socket's peer (IPv4-mapped form unwrapped). */
export function requestingIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || request.headers.get(PEER_ADDRESS_HEADER) || '127.0.0.1';
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

/**
 * The site frame's calls: GET /wps/system/location (the visitor's IP, shown on the maintenance page), PUT
 * /wps/member/language (recorded; admin GET /__sandbox/language-updates lists them). The settings' customerService
 * entries are seeded with the merchant (data/merchants.ts).
 */
export function frameHandlers(core: SandboxCore) {
  const { state, context } = core;
  // Keyed by the merchant's config object: a reset makes new ones, so updates are forgotten.
  const updates = new WeakMap<MerchantConfig, LanguageUpdate[]>();
  const merchantConfig = (request: Request): MerchantConfig | null =>
    state.merchant(context.merchantOf(request));

  return [
    http.get(anyOrigin('/wps/system/location'), ({ request }) => context.ok({ ip: requestingIp(request) })),

    http.put(anyOrigin('/wps/member/language'), async ({ request }) => {
      const session = core.sessionOf(request);
      if (!session) return context.unauthorized();
      const body = LanguageBody.safeParse(await readJsonObject(request));
      if (!body.success) return context.fail('request.invalid', 'language is required', 400);
      const config = merchantConfig(request);
      if (config) {
        const list = updates.get(config) ?? [];
        list.push({
          account: session.member.account,
          language: body.data.language,
          receivedAt: context.now(),
        });
        updates.set(config, list);
      }
      return context.ok(null);
    }),

    http.get(anyOrigin('/__sandbox/language-updates'), ({ request }) => {
      const config = merchantConfig(request);
      return context.ok(config ? (updates.get(config) ?? []).map((u) => ({ ...u })) : []);
    }),
  ];
}
