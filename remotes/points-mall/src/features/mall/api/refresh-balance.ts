import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { DecimalSchema } from '../../../api/decimal';

/** `POST /wps/points/balance/refresh` (refreshPointBalance): the server recounts, then answers the balance. */
export const refreshPointBalanceEndpoint = defineEndpoint({
  id: 'points-mall.refreshBalance',
  ...PATHS.refreshPointBalance,
  schema: z.object({ availablePoint: DecimalSchema }),
});
