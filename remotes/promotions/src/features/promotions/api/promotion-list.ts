import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A promotion (spec §3). `content` is server HTML: render it only through the sanitiser. */
export const PromotionSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string().nullish(),
  startDate: z.number().nullish(),
  startDateStr: z.string().nullish(),
  endDate: z.number().nullish(),
  promotionType: z.string().nullish(),
  redirect: z.string().nullish(),
  externalLink: z.string().nullish(),
  announcementImages: z
    .array(z.object({ imageId: z.union([z.number(), z.string()]).nullish(), url: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  promoAnnouncementCategoryIds: z
    .array(z.number())
    .nullish()
    .transform((v) => v ?? []),
  remarkRequired: z.enum(['Y', 'N']).nullish(),
  imageRequired: z.enum(['Y', 'N']).nullish(),
  linkedPromotionId: z.number().nullish(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** `GET /wps/promotion/list?categoryId=`: every promotion, or one category's. */
export const promotionListEndpoint = defineEndpoint({
  id: 'promotions.list',
  ...PATHS.promotionList,
  schema: z.array(PromotionSchema),
});
