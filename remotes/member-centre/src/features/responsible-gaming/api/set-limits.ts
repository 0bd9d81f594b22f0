import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { LimitsSchema, type Limits } from './limits';

/** The limits payload: a daily deposit amount (decimal string) and session minutes; null removes a limit. */
export interface SetLimitsBody {
  depositLimit: string | null;
  sessionLimit: number | null;
}

/** PUT the member's limits (auth); answers them as they now stand. The page shows a refusal itself. */
export const setLimits = defineEndpoint<Limits>({
  id: 'member-centre.setLimits',
  ...PATHS.setLimits,
  schema: LimitsSchema,
  alerts: false,
});
