import { http } from 'msw';
// zod's whole classic API: the sandbox runs in Node, never in a bundle ('zod' is the site's shared subset in Jest).
import { z } from 'zod/v4';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';
import { readJsonObject } from '../core/request-body';
import { setFlag } from '../data/flag-tree';
import { REGISTER_FIELD_KEYS } from '../data/register-config';
import { accessAdminHandlers } from './access-admin-handlers';
import { InvalidEventError } from './member-events';
import { mergeConfig } from './merge-config';

const PushBody = z.object({
  account: z.string().min(1),
  type: z.string().min(1),
  payload: z.unknown().optional(),
  merchant: z.string().optional(),
});

/** A change to one register field (every property but `key`). */
const RegisterFieldPatch = z
  .object({
    type: z.enum(['text', 'password', 'number', 'email']),
    required: z.boolean(),
    enabled: z.boolean(),
    updateRequired: z.boolean(),
    minLength: z.number().int().nonnegative(),
    maxLength: z.number().int().nonnegative(),
    acceptedPattern: z.string(),
    patternId: z.number().int(),
    message: z.string(),
  })
  .partial()
  .strict();

const MerchantPatch = z.object({
  whitelabel: z.record(z.string(), z.union([z.literal(0), z.literal(1)])).optional(),
  permission: z.record(z.string(), z.unknown()).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  register: z.partialRecord(z.enum(REGISTER_FIELD_KEYS), RegisterFieldPatch).optional(),
  telegram: z.object({ botId: z.string(), authDomain: z.string() }).nullable().optional(),
  /** A help section's background colour by tag (null: none), any string as a server might send it. */
  help: z.record(z.string(), z.object({ bgColor: z.string().nullable() }).strict()).optional(),
});

/**
 * Forward only: the lottery's issues are functions of the clock, so going back would re-open issues already drawn
 * and broadcast, and its listeners (which only hear forward moves) would stay silent until the clock caught up.
 * A test wanting the browser ahead of the server moves the browser's clock instead (Playwright's `page.clock`).
 */
const ClockBody = z.object({ advanceMs: z.number().finite().nonnegative() });

/**
 * Sandbox-only admin endpoints (docs/endpoints.md "Sandbox admin"): reset, push, merchant patch (flags, permission,
 * settings, register config, telegram, help colours), clock, faults, and the access flows' last SMS and image code.
 */
export function adminHandlers(core: SandboxCore) {
  const { state, context, clock, faults } = core;

  /** Parses the JSON body with a schema; a failure is answered as `request.invalid` by the caller. */
  const parse = async <T>(
    request: Request,
    schema: z.ZodType<T>,
  ): Promise<{ data: T } | { error: string }> => {
    const result = schema.safeParse(await readJsonObject(request));
    if (result.success) return { data: result.data };
    const issue = result.error.issues[0];
    return { error: issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid body' };
  };

  return [
    http.post(anyOrigin('/__sandbox/reset'), () => {
      core.reset();
      return context.ok(null);
    }),

    http.post(anyOrigin('/__sandbox/push'), async ({ request }) => {
      const body = await parse(request, PushBody);
      if ('error' in body) return context.fail('request.invalid', body.error, 400);
      const { account, type, payload = null } = body.data;
      const merchant = body.data.merchant ?? context.merchantOf(request);
      if (!state.merchant(merchant))
        return context.fail('merchant.not.found', `unknown merchant ${merchant}`, 404);
      const member = state.findMember(merchant, account);
      if (!member) return context.fail('account.not.found', `unknown account ${account} on ${merchant}`, 404);
      try {
        return context.ok({ delivered: core.push(merchant, member, type, payload) });
      } catch (error) {
        if (error instanceof InvalidEventError) return context.fail('request.invalid', error.message, 400);
        throw error;
      }
    }),

    http.patch(anyOrigin('/__sandbox/merchants/:code'), async ({ request, params }) => {
      const config = state.merchant(String(params.code));
      if (!config) return context.fail('merchant.not.found', `unknown merchant ${String(params.code)}`, 404);
      const body = await parse(request, MerchantPatch);
      if ('error' in body) return context.fail('request.invalid', body.error, 400);
      const { whitelabel = {}, permission, settings, register = {}, telegram, help = {} } = body.data;
      for (const [modId, enabled] of Object.entries(whitelabel)) setFlag(config.whitelabel, modId, enabled);
      if (permission) mergeConfig(config.permission, permission);
      if (settings) mergeConfig(config.settings, settings);
      for (const [key, change] of Object.entries(register)) {
        const field = config.register.find((f) => f.key === key);
        if (field && change) Object.assign(field, change);
      }
      if (telegram !== undefined) config.telegram = telegram;
      for (const [tag, { bgColor }] of Object.entries(help))
        config.helpColors = { ...config.helpColors, [tag]: bgColor };
      return context.ok(
        structuredClone({
          whitelabel: config.whitelabel,
          permission: config.permission,
          settings: config.settings,
          register: config.register,
          telegram: config.telegram,
        }),
      );
    }),

    http.post(anyOrigin('/__sandbox/clock'), async ({ request }) => {
      const body = await parse(request, ClockBody);
      if ('error' in body) return context.fail('request.invalid', body.error, 400);
      clock.advance(body.data.advanceMs);
      return context.ok({ now: clock.now() });
    }),

    http.post(anyOrigin('/__sandbox/faults'), async ({ request }) => {
      const result = faults.tryAdd(await readJsonObject(request));
      if ('error' in result) return context.fail('request.invalid', result.error, 400);
      return context.ok(result.fault);
    }),

    http.get(anyOrigin('/__sandbox/faults'), () => context.ok(faults.list())),

    http.delete(anyOrigin('/__sandbox/faults'), () => {
      faults.clear();
      return context.ok(null);
    }),
    ...accessAdminHandlers(core),
  ];
}
