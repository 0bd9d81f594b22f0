import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { DrawSchema } from '../../../api/draws';

/** GET /lgw/draw/code/{gameCode}?count=: a game's draw history, newest first (the trend chart reads it). */
export const drawHistoryEndpoint = defineEndpoint({
  id: 'lottery.drawHistory',
  ...PATHS.drawsByCode,
  schema: z.array(DrawSchema),
});
