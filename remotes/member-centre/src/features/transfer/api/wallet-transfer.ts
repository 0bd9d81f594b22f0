import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { WalletSchema, type Wallet } from './wallet-balance';

/** The transfer's body: wallet codes and a decimal string amount. */
export interface TransferBody {
  from: string;
  to: string;
  amount: string;
}

/** POST a transfer between two of the member's wallets (auth); answers the wallets after it. Failures on the form. */
export const transferBetweenWallets = defineEndpoint<{ balance: Wallet[] }>({
  id: 'member-centre.walletTransfer',
  ...PATHS.walletTransfer,
  schema: z.object({ balance: z.array(WalletSchema) }),
  alerts: false,
});
