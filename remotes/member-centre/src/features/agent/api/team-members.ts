import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET team management: the agent's downline registered in a date range, `account` filters by name (auth, agents). */
export const getTeamMembers = defineEndpoint<RecordPage>({
  id: 'member-centre.agentTeam',
  ...PATHS.agentTeam,
  schema: RecordPageSchema,
});
