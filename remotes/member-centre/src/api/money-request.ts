import { z } from 'zod';

/** A deposit or withdrawal request as the server answers it (docs/endpoints.md "Member centre: money"). */
export const MoneyRequestSchema = z.object({
  requestId: z.string(),
  amount: z.string(),
  methodCode: z.string().nullable(),
  status: z.enum(['PENDING', 'SUCCESS', 'FAIL', 'REJECT']),
  remarks: z.string().nullable(),
  createdAt: z.number(),
});

/** A deposit or withdrawal request. */
export type MoneyRequest = z.infer<typeof MoneyRequestSchema>;

/** Its status. */
export type MoneyRequestStatus = MoneyRequest['status'];
