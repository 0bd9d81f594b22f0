import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { MoneyRequestSchema, type MoneyRequest } from '../../../api/money-request';

/** The withdrawal request's body; paymentPassword only when PAYMENTPASS3 is on. */
export interface WithdrawBody {
  amount: string;
  paymentPassword?: string;
}

/**
 * POST a withdrawal request (auth): the amount is held from the main wallet and the request answered PENDING; the
 * result arrives by the WITHDRAW realtime event. Failures show on the form (alerts off).
 */
export const requestWithdraw = defineEndpoint<MoneyRequest>({
  id: 'member-centre.withdraw',
  ...PATHS.withdraw,
  schema: MoneyRequestSchema,
  alerts: false,
});
