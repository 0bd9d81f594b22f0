import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

const ReferralSchema = z.object({
  referralCode: z.string(),
  invitedCount: z.number(),
  rewardTotal: z.string(),
  friends: z.array(z.object({ account: z.string(), registerTime: z.number(), status: z.string() })),
});

/** The member's referral code, the friends who joined with it and the rewards earned. */
export type Referral = z.infer<typeof ReferralSchema>;

/** GET the member's referral (invite friends) information (auth). */
export const getReferral = defineEndpoint<Referral>({
  id: 'member-centre.referral',
  ...PATHS.referral,
  schema: ReferralSchema,
});
