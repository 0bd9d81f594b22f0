import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const UplineSchema = z.object({ upline: z.string().nullable() });

/** GET the member's upline (the agent money goes to), or null (auth). */
export const getUpline = defineEndpoint<z.infer<typeof UplineSchema>>({
  id: 'member-centre.upline',
  ...PATHS.upline,
  schema: UplineSchema,
});
