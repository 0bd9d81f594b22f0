import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const SessionSummarySchema = z.object({
  startedAt: z.number(),
  now: z.number(),
  netResult: z.string(),
  sessionLimitMinutes: z.number().nullable(),
});

/** The session so far: when it started and the server's now (epoch ms), the net result (decimal string). */
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

/** GET the current session's summary for the reality check (auth). */
export const getSessionSummary = defineEndpoint<SessionSummary>({
  id: 'member-centre.sessionSummary',
  ...PATHS.sessionSummary,
  schema: SessionSummarySchema,
  silent: true,
});
