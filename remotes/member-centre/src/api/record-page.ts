import { z } from 'zod';

/** One row of a records table: `id`, `time` (epoch ms) and the table's own fields (money as decimal strings). */
export const RecordRowSchema = z
  .object({ id: z.union([z.string(), z.number()]).transform(String), time: z.number() })
  .catchall(z.union([z.string(), z.number(), z.boolean()]).nullable());

/** One row of a records table. */
export type RecordRow = z.infer<typeof RecordRowSchema>;

/** A page of a records table with the totals of the whole range (docs/endpoints.md "records page"). */
export const RecordPageSchema = z.object({
  content: z.array(RecordRowSchema),
  totalElements: z.number(),
  page: z.number(),
  size: z.number(),
  totals: z.record(z.string(), z.string()),
});

/** A page of a records table. */
export type RecordPage = z.infer<typeof RecordPageSchema>;

/** The query every records table takes: the range (epoch ms, both included), the page (from 1) and its size. */
export interface RecordQuery {
  startTime: number;
  endTime: number;
  page: number;
  size: number;
  /** Agent tables: part of a downline's account name. */
  account?: string;
}
