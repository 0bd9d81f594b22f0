import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** The jackpot: a decimal string, or null when the merchant has not set one. */
export const JackpotSchema = z.object({
  amount: z.string().nullable(),
  currency: z.string(),
});
export type Jackpot = z.infer<typeof JackpotSchema>;

/** POST /lgw/jackpot `{ merchant_code, currency }` (spec/products.md §7; the path is ours, docs/endpoints.md). */
export const jackpotEndpoint = defineEndpoint({
  id: 'lottery.jackpot',
  ...PATHS.jackpot,
  schema: JackpotSchema,
});
