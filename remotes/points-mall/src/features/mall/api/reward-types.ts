import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A reward type (spec §3). `i18nStr` carries the names per language as a JSON object string. */
export const RewardTypeSchema = z.object({
  typeId: z.number(),
  name: z.string(),
  chineseName: z.string().nullish(),
  i18nStr: z.string().nullish(),
});
export type RewardType = z.infer<typeof RewardTypeSchema>;

/** `GET /wps/points/reward-types`. */
export const rewardTypesEndpoint = defineEndpoint({
  id: 'points-mall.rewardTypes',
  ...PATHS.rewardTypes,
  schema: z.array(RewardTypeSchema),
});
