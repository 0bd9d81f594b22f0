import { z } from 'zod';

/** The customer-service types of the settings (spec/shell.md §3). */
export const CUSTOMER_SERVICE_TYPES = [
  'TX-CHAT',
  'AICAN',
  'MIDUOKE',
  'LIVECHAT',
  'COMM100',
  'COMM100VIP',
] as const;

/**
 * One customer-service entry of the settings (spec/shell.md §3, spec/products.md §3): `path` is a link when it starts
 * with http, otherwise obfuscated; `labelIds` restricts it to members of those club labels.
 */
export const CustomerServiceEntrySchema = z.object({
  // An unknown type is kept (the list grows on the server); only its link matters to the site.
  csType: z.string(),
  csPosition: z.string().nullish(),
  type: z.string().nullish(),
  path: z.string().nullish(),
  labelIds: z.array(z.union([z.string(), z.number()]).transform(String)).nullish(),
  target: z.string().nullish(),
  title: z.string().nullish(),
});

/** A customer-service entry as the site reads it. */
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntrySchema>;
