import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/**
 * A column of the board, in display order: `key` names the value in each record's `vo`, `type` how to show it
 * (unknown types are shown as text), `title` its heading in the request's locale.
 */
export const WinnerColumnSchema = z.object({
  key: z.string(),
  type: z.string(),
  title: z.string(),
});
export type WinnerColumn = z.infer<typeof WinnerColumnSchema>;

/** A winner record (spec/products.md §3): `vo` with recordId plus a value per column key. */
export const WinnerRecordSchema = z.object({
  vo: z
    .object({ recordId: z.union([z.string(), z.number()]) })
    .catchall(z.union([z.string(), z.number(), z.null()])),
});
export type WinnerRecord = z.infer<typeof WinnerRecordSchema>;

/** The board: the merchant's columns and the records. */
export const WinnerBoardSchema = z.object({
  columns: z.array(WinnerColumnSchema),
  list: z.array(WinnerRecordSchema),
});
export type WinnerBoard = z.infer<typeof WinnerBoardSchema>;

/**
 * GET /wps/winner/board?gameCategory=&language=&limitNum= with the headers CustomerId (logged in) and Language as a
 * locale (zh_CN for CN); docs/endpoints.md, games-lobby.
 */
export const winnerBoardEndpoint = defineEndpoint({
  id: 'games-lobby.winnerBoard',
  ...PATHS.winnerBoard,
  schema: WinnerBoardSchema,
});
