import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from '../../../api/paths';

/** One help-centre item (spec/products.md §3): its tag picks it from the URL hash; content is server HTML. */
export interface HelpItem {
  tag: string;
  title: string;
  content: string;
  bgColor: string | null;
  children: HelpItem[];
}

const HelpItemSchema: z.ZodType<HelpItem, unknown> = z.lazy(() =>
  z.object({
    tag: z.union([z.string(), z.number()]).transform(String),
    title: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    content: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    bgColor: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    children: z
      .array(HelpItemSchema)
      .nullish()
      .transform((value) => value ?? []),
  }),
);

/** The help tree (query `lang`, `device: 'WEB'`; spec/products.md §7). */
export const getHelpCenter = defineEndpoint({
  id: 'host.helpCenter',
  ...HOST_PATHS.helpCenter,
  schema: z.array(HelpItemSchema),
});
