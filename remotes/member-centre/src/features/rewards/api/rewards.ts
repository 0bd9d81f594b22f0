import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const RewardSchema = z.object({
  id: z.string(),
  title: z.string(),
  rewardType: z.string(),
  amount: z.string(),
  status: z.enum(['CLAIMABLE', 'CLAIMED', 'EXPIRED']),
  expireTime: z.number(),
});

/** A reward of the reward centre: claimable, claimed or expired. */
export type Reward = z.infer<typeof RewardSchema>;

/** GET the member's rewards (auth). */
export const getRewards = defineEndpoint<Reward[]>({
  id: 'member-centre.rewards',
  ...PATHS.rewards,
  schema: z.array(RewardSchema),
});
