import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const WithdrawConfigSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  /** The main wallet's balance: what can be withdrawn. */
  balance: z.string(),
  /** PAYMENTPASS3 is on: the withdrawal asks for the payment password. */
  paymentPasswordRequired: z.boolean(),
  paymentPasswordSet: z.boolean(),
  bankAccount: z.object({ bankName: z.string(), accountNo: z.string(), payeeName: z.string() }),
});

/** The withdrawal limits, balance, payment password state and the member's bank account. */
export type WithdrawConfig = z.infer<typeof WithdrawConfigSchema>;

/** GET the withdrawal configuration (auth). */
export const getWithdrawConfig = defineEndpoint<WithdrawConfig>({
  id: 'member-centre.withdrawConfig',
  ...PATHS.withdrawConfig,
  schema: WithdrawConfigSchema,
});
