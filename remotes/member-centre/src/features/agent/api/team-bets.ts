import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET team betting: the downline's bets in a date range (auth, agents). */
export const getTeamBets = defineEndpoint<RecordPage>({
  id: 'member-centre.agentTeamBets',
  ...PATHS.agentTeamBets,
  schema: RecordPageSchema,
});
