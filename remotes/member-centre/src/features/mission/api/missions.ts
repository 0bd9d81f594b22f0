import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const MissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  progress: z.number(),
  target: z.number(),
  rewardAmount: z.string(),
  status: z.enum(['IN_PROGRESS', 'COMPLETED', 'CLAIMED']),
});

/** A mission: progress towards a target, and its reward once completed. */
export type Mission = z.infer<typeof MissionSchema>;

/** GET the member's missions (auth). */
export const getMissions = defineEndpoint<Mission[]>({
  id: 'member-centre.missions',
  ...PATHS.missions,
  schema: z.array(MissionSchema),
});
