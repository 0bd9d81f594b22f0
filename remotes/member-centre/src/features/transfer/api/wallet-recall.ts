import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';
import { WalletSchema, type Wallet } from './wallet-balance';

/** POST "all back to main": every game wallet's money to the main wallet (auth); answers what moved and the wallets. */
export const recallToMain = defineEndpoint<{ moved: string; balance: Wallet[] }>({
  id: 'member-centre.walletRecall',
  ...PATHS.walletRecall,
  schema: z.object({ moved: z.string(), balance: z.array(WalletSchema) }),
  alerts: false,
});
