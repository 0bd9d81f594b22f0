import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from './paths';
import { DecimalSchema } from './decimal';

/** A reward (spec §3): `price` in points; with displayPointMoneyAmt Y also mpPointAmount points + mpMoneyAmount money. */
export const RewardSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** A reward type's typeId. */
  type: z.number(),
  price: DecimalSchema,
  mpPointAmount: DecimalSchema.nullish(),
  mpMoneyAmount: DecimalSchema.nullish(),
  displayPointMoneyAmt: z.string().nullish(),
  inventory: z.number(),
  adjustedCount: z.number().nullish(),
  description: z.string().nullish(),
  imageLink: z.string().nullish(),
  merchandiseImages: z
    .array(z.object({ type: z.string(), imageUrl: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
});
export type Reward = z.infer<typeof RewardSchema>;

/** Query of the rewards read. */
export type RewardsQuery = {
  page: number;
  size: number;
  type?: number;
};

/** `GET /wps/points/rewards?page=&size=&type=`: a page of rewards. */
export const rewardsEndpoint = defineEndpoint({
  id: 'points-mall.rewards',
  ...PATHS.rewards,
  schema: z.object({ content: z.array(RewardSchema), totalPages: z.number(), page: z.number() }),
});
