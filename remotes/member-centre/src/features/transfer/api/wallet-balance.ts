import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** One wallet: MAIN (the centre wallet) or a game vendor's. */
export const WalletSchema = z.object({
  accountName: z.string(),
  displayName: z.string(),
  availBalance: z.string(),
});

/** One wallet of the member. */
export type Wallet = z.infer<typeof WalletSchema>;

/** GET every wallet of the member (typeId 0, spec/shell.md §7) (auth). */
export const getWalletBalance = defineEndpoint<{ sumBalance: string; balance: Wallet[] }>({
  id: 'member-centre.walletBalance',
  ...PATHS.walletBalance,
  schema: z.object({ sumBalance: z.string(), balance: z.array(WalletSchema) }),
});
