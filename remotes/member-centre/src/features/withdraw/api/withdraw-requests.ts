import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { MoneyRequestSchema, type MoneyRequest } from '../../../api/money-request';

/** GET the member's withdrawal requests, newest first (auth). */
export const getWithdrawRequests = defineEndpoint<MoneyRequest[]>({
  id: 'member-centre.withdrawRequests',
  ...PATHS.withdrawRequests,
  schema: z.array(MoneyRequestSchema),
});
