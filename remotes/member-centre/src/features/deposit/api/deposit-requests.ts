import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { MoneyRequestSchema, type MoneyRequest } from '../../../api/money-request';

/** GET the member's deposit requests, newest first (auth). */
export const getDepositRequests = defineEndpoint<MoneyRequest[]>({
  id: 'member-centre.depositRequests',
  ...PATHS.depositRequests,
  schema: z.array(MoneyRequestSchema),
});
