import { z } from 'zod';

/**
 * Every backend response is wrapped as `{ success, value, errorCode, message }` (spec/shell.md §7).
 * `value` is left unknown here; each endpoint's schema parses it.
 */
export const EnvelopeSchema = z.object({
  success: z.boolean(),
  value: z.unknown().optional(),
  errorCode: z.string().nullish(),
  message: z.string().nullish(),
});

/** A parsed response envelope. */
export type Envelope = z.infer<typeof EnvelopeSchema>;
