import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** A promotion category (the page's tabs). */
export const PromotionCategorySchema = z.object({ id: z.number(), name: z.string() });
export type PromotionCategory = z.infer<typeof PromotionCategorySchema>;

/** `GET /wps/promotion/categories`. */
export const promotionCategoriesEndpoint = defineEndpoint({
  id: 'promotions.categories',
  ...PATHS.promotionCategories,
  schema: z.array(PromotionCategorySchema),
});
