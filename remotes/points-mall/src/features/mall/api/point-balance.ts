import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { DecimalSchema } from '../../../api/decimal';

/** `GET /wps/points/balance`: the member's available points. */
export const pointBalanceEndpoint = defineEndpoint({
  id: 'points-mall.balance',
  ...PATHS.pointBalance,
  schema: z.object({ availablePoint: DecimalSchema }),
});
