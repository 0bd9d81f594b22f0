import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET the agent's account details: money in and out of the agent wallet (auth, agents). */
export const getAgentAccountDetails = defineEndpoint<RecordPage>({
  id: 'member-centre.agentAccountDetails',
  ...PATHS.agentAccountDetails,
  schema: RecordPageSchema,
});
