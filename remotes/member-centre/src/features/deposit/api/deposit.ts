import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { MoneyRequestSchema, type MoneyRequest } from '../../../api/money-request';

/** The deposit request's body: the method and the amount (a decimal string). */
export interface DepositBody {
  methodCode: string;
  amount: string;
}

/**
 * POST a deposit request (auth): answers it PENDING; the result arrives by the DEPOSIT realtime event. Failures are
 * shown on the form (alerts off), where what was typed stays.
 */
export const requestDeposit = defineEndpoint<MoneyRequest>({
  id: 'member-centre.deposit',
  ...PATHS.deposit,
  schema: MoneyRequestSchema,
  alerts: false,
});
