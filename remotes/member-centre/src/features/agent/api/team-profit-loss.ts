import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET team profit and loss per downline member and day (auth, agents). */
export const getTeamProfitLoss = defineEndpoint<RecordPage>({
  id: 'member-centre.agentTeamProfitLoss',
  ...PATHS.agentTeamProfitLoss,
  schema: RecordPageSchema,
});
