import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET personal profit and loss: one row a day (bets, win/loss, bonus, rebate) in a date range (auth). */
export const getProfitLoss = defineEndpoint<RecordPage>({
  id: 'member-centre.profitLoss',
  ...PATHS.profitLoss,
  schema: RecordPageSchema,
});
