import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const DepositMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});

/** One way to pay in, with its limits (decimal strings). */
export type DepositMethod = z.infer<typeof DepositMethodSchema>;

/** GET the merchant's deposit methods and their limits (auth). */
export const getDepositMethods = defineEndpoint<{ methods: DepositMethod[] }>({
  id: 'member-centre.depositMethods',
  ...PATHS.depositMethods,
  schema: z.object({ methods: z.array(DepositMethodSchema) }),
});
