import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET the red envelopes the agent sent to the downline (auth, agents). */
export const getRedEnvelopes = defineEndpoint<RecordPage>({
  id: 'member-centre.agentRedEnvelopes',
  ...PATHS.agentRedEnvelopes,
  schema: RecordPageSchema,
});
