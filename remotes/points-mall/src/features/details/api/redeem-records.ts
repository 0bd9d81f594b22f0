import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { DecimalSchema } from '../../../api/decimal';

/** A redemption record (spec §3). */
export const RedeemRecordSchema = z.object({
  id: z.number(),
  dateRequested: z.number(),
  type: z.string(),
  name: z.string(),
  quantity: z.number(),
  requiredPoint: DecimalSchema,
  requiredMoney: DecimalSchema.nullish(),
  status: z.string(),
});
export type RedeemRecord = z.infer<typeof RedeemRecordSchema>;

/** Query of the records read (getRedeemPointList): the range in epoch ms, pages from 1, a status or all. */
export type RedeemRecordsQuery = {
  startDate: number;
  endDate: number;
  page: number;
  size: number;
  status: string;
};

/** `GET /wps/points/redeem-records`: a page of the member's redemption records, newest first. */
export const redeemRecordsEndpoint = defineEndpoint({
  id: 'points-mall.redeemRecords',
  ...PATHS.redeemRecords,
  schema: z.object({ content: z.array(RedeemRecordSchema), totalPages: z.number(), page: z.number() }),
});
