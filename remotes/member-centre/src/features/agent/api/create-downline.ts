import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** The register centre's payload: the registration payload's names (spec/shell.md §3) plus the downline's type. */
export interface CreateDownlineBody {
  username: string;
  password: string;
  confirmPassword: string;
  /** The new account's agent flag (member info `type`): 0 member, 1 agent. */
  type: 0 | 1;
}

const CreatedSchema = z.object({ account: z.string(), type: z.number() });

/** POST a new downline account under the agent (auth, agents). Failures show the server's message. */
export const createDownline = defineEndpoint<z.infer<typeof CreatedSchema>>({
  id: 'member-centre.createDownline',
  ...PATHS.createDownline,
  schema: CreatedSchema,
  alerts: false,
});
