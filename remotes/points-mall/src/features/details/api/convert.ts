import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { DecimalSchema } from '../../../api/decimal';

/**
 * `POST /wps/points/convert` (postConvertPoint) `{ amount, password }`, encrypted: points into money on the main
 * wallet. The reply is a success with the new point balance.
 */
export const convertEndpoint = defineEndpoint<{ availablePoint: string }>({
  id: 'points-mall.convert',
  ...PATHS.convert,
  schema: z.object({ availablePoint: DecimalSchema }),
});
