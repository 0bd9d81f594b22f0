import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { DecimalSchema } from '../../../api/decimal';

/** A points transaction (spec §3). */
export const PointsTransactionSchema = z.object({
  txId: z.number(),
  txTimeInTimestamp: z.number(),
  amount: DecimalSchema,
  currentAvailBalance: DecimalSchema,
  nameCn: z.string().nullish(),
  nameEn: z.string().nullish(),
});
export type PointsTransaction = z.infer<typeof PointsTransactionSchema>;

/** Query of the transactions read (getMemTransDet): the points account (9) without type 9203. */
export type TransactionsQuery = {
  subordinateName: string;
  startTime: number;
  endTime: number;
  accountTypeId: number;
  excludeTxTypeIds: string;
  page: number;
  size: number;
};

/** `GET /wps/points/transactions`: a page of the member's points transactions, newest first. */
export const transactionsEndpoint = defineEndpoint({
  id: 'points-mall.transactions',
  ...PATHS.transactions,
  schema: z.object({ content: z.array(PointsTransactionSchema), totalPages: z.number(), page: z.number() }),
});
