import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { RecordPageSchema, type RecordPage } from '../../../api/record-page';

/** GET hourly salary settlements (auth, agents). */
export const getHourlySalaryRecords = defineEndpoint<RecordPage>({
  id: 'member-centre.agentHourlySalary',
  ...PATHS.agentHourlySalary,
  schema: RecordPageSchema,
});
