import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

const ConsolidatedFundsSchema = z.object({
  // Money is a decimal string on the wire; a number is accepted and kept as its string (never computed on).
  sumBalance: z.union([z.string(), z.number()]).transform(String),
  currencySymbol: z.string().nullish(),
  currency: z.string().nullish(),
  currencyPosition: z.enum(['F', 'B']).nullish(),
});

/** The member's funds in one figure (spec/shell.md §7): what the account bar shows as the balance. */
export type ConsolidatedFunds = z.infer<typeof ConsolidatedFundsSchema>;

/** GET the consolidated funds (auth). Not loaded for agent types 4, 40, 41, 42 (spec/shell.md §6). */
export const getConsolidatedFunds = defineEndpoint<ConsolidatedFunds>({
  id: 'host.consolidatedFunds',
  ...HOST_PATHS.consolidatedFunds,
  schema: ConsolidatedFundsSchema,
});
