import { http } from 'msw';
// zod's whole classic API: the sandbox runs in Node, never in a bundle.
import { z } from 'zod/v4';
import { anyOrigin, topics } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import type { RealtimeControl } from './realtime-types';

/** The ERROR message of a revoked or unknown token (what CONNECT answers a bad token). */
export const AUTH_ERROR_MESSAGE = 'user.or.token.invalid';

const StartBody = z.object({ redeliverLast: z.boolean().optional() }).strict();
const BroadcastBody = z
  .object({
    destination: z.string().startsWith('/topic/').optional(),
    gameCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
    body: z.unknown(),
  })
  .refine((b) => (b.destination === undefined) !== (b.gameCode === undefined), {
    message: 'give either destination or gameCode',
  });
const RefuseBody = z.object({
  account: z.string().min(1),
  merchant: z.string().optional(),
  message: z.string().min(1).optional(),
});

/**
 * Sandbox-only hooks on the realtime endpoint (docs/endpoints.md "Sandbox admin"): status, stop and start (with the
 * last event redelivered), a broadcast to any topic (a lottery draw) and a server-side refusal of a member's
 * sessions. Without a node server (no hub) they answer 409 `realtime.unavailable`.
 */
export function realtimeAdminHandlers(core: SandboxCore, control: () => RealtimeControl | null) {
  const { state, context } = core;

  /** The hub, or the 409 answer when none runs. */
  const hub = (): RealtimeControl | Response =>
    control() ?? context.fail('realtime.unavailable', 'no realtime server runs with this sandbox', 409);

  const parse = async <T>(request: Request, schema: z.ZodType<T>): Promise<T | Response> => {
    const result = schema.safeParse((await readJsonObject(request)) ?? {});
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    return context.fail(
      'request.invalid',
      issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body',
      400,
    );
  };

  return [
    http.get(anyOrigin('/__sandbox/realtime'), () => {
      const realtime = hub();
      return realtime instanceof Response ? realtime : context.ok(realtime.status());
    }),

    http.post(anyOrigin('/__sandbox/realtime/stop'), () => {
      const realtime = hub();
      if (realtime instanceof Response) return realtime;
      realtime.stop();
      return context.ok(realtime.status());
    }),

    http.post(anyOrigin('/__sandbox/realtime/start'), async ({ request }) => {
      const realtime = hub();
      if (realtime instanceof Response) return realtime;
      const body = await parse(request, StartBody);
      if (body instanceof Response) return body;
      realtime.start(body);
      return context.ok(realtime.status());
    }),

    http.post(anyOrigin('/__sandbox/realtime/broadcast'), async ({ request }) => {
      const realtime = hub();
      if (realtime instanceof Response) return realtime;
      const body = await parse(request, BroadcastBody);
      if (body instanceof Response) return body;
      const destination = body.destination ?? topics.drawNumber(body.gameCode ?? '');
      return context.ok({ delivered: realtime.broadcast(destination, body.body ?? null) });
    }),

    http.post(anyOrigin('/__sandbox/realtime/refuse'), async ({ request }) => {
      const realtime = hub();
      if (realtime instanceof Response) return realtime;
      const body = await parse(request, RefuseBody);
      if (body instanceof Response) return body;
      const merchant = body.merchant ?? context.merchantOf(request);
      const member = state.findMember(merchant, body.account);
      if (!member)
        return context.fail('account.not.found', `unknown account ${body.account} on ${merchant}`, 404);
      return context.ok({
        refused: realtime.refuse(merchant, member.id, body.message ?? AUTH_ERROR_MESSAGE),
      });
    }),
  ];
}
