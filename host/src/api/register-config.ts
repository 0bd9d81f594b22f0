import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

// Apart from the registration calls (register.ts): the settings schema embeds this one, so it is in the first load,
// and the registration calls are not.
const RegisterFieldSchema = z.object({
  key: z.string().min(1),
  type: z.string().default('text'),
  required: z.boolean().default(false),
  enabled: z.boolean().default(false),
  updateRequired: z.boolean().nullish(),
  minLength: z.number().nullish(),
  maxLength: z.number().nullish(),
  /** A regular-expression source, or '*' for anything. */
  acceptedPattern: z.string().nullish(),
  patternId: z.number().nullish(),
  /** Shown when the value breaks the rule; '(min)' and '(max)' stand for the bounds. */
  message: z.string().nullish(),
});

/** One field of the register config (spec/shell.md §3). */
export type RegisterField = z.infer<typeof RegisterFieldSchema>;

/** The register config, fields in form order (GET /wps/system/setting/register). */
export const getRegisterConfig = defineEndpoint({
  id: 'host.registerConfig',
  ...HOST_PATHS.registerConfig,
  schema: z.array(RegisterFieldSchema),
});
