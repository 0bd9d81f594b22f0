import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from '../../../api/paths';

const SeoEntrySchema = z.object({
  path: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  keywords: z.string().nullish(),
  canonical: z.string().nullish(),
});

/** One route's SEO entry (spec/products.md §3: title, description, keywords, canonical), keyed by its path. */
export type SeoEntry = z.infer<typeof SeoEntrySchema>;

/** The merchant's SEO entries in the request's language ("SEO per route", spec/products.md §7). */
export const getSeoEntries = defineEndpoint({
  id: 'host.seoEntries',
  ...HOST_PATHS.seo,
  schema: z.array(SeoEntrySchema),
});
