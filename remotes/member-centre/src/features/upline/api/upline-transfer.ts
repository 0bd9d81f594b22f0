import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const TransferredSchema = z.object({
  upline: z.string(),
  amount: z.string(),
  balance: z.string().nullable(),
});

/** POST `{ amount }` (decimal string): moves money from the main wallet to the upline (auth). */
export const transferToUpline = defineEndpoint<z.infer<typeof TransferredSchema>>({
  id: 'member-centre.uplineTransfer',
  ...PATHS.uplineTransfer,
  schema: TransferredSchema,
  alerts: false,
});
