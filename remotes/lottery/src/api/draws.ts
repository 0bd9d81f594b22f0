import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from './paths';

/** One draw: the issue and its winning numbers, comma separated. */
export const DrawSchema = z.object({ gameCode: z.string(), numero: z.string(), winNo: z.string() });
export type Draw = z.infer<typeof DrawSchema>;

/** GET /lgw/draw?gameCode=&count=: the latest draws, newest first. */
export const drawsEndpoint = defineEndpoint({
  id: 'lottery.draws',
  ...PATHS.draws,
  schema: z.array(DrawSchema),
});
