import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET the agent's income (commission, dividend, salaries, red envelopes) in a date range (auth, agents). */
export const getAgentIncome = defineEndpoint<RecordPage>({
  id: 'member-centre.agentIncome',
  ...PATHS.agentIncome,
  schema: RecordPageSchema,
});
