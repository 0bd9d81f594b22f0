import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** Money, counts and rates arrive as decimal strings; a backend sending numbers is read the same way. */
const decimal = z.union([z.string(), z.number()]).transform(String);
const count = z.union([z.number(), z.string()]).transform(Number);

const DividendContractSchema = z.object({
  id: z.number(),
  status: z.string(),
  minimumBet: decimal,
  netLoss: decimal,
  activeMember: count,
  contractRate: decimal,
  periodicTotalBet: decimal,
  periodicTotalBetRequired: decimal,
  downlineHigherRate: z.string().nullish(),
});

const ConsolidatedContractsSchema = z.object({
  dividend: z.array(
    z.object({
      productType: z.string(),
      computationPeriod: z.string(),
      contracts: z.array(DividendContractSchema),
    }),
  ),
  dailySalary: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      details: z.array(
        z.object({ betVolume: decimal, activeMember: count, rateType: z.string(), rate: decimal }),
      ),
    }),
  ),
  hourlySalary: z.array(
    z.object({
      contractId: z.number(),
      status: z.string(),
      hourSalaryRates: z.array(
        z.object({ minimumBet: decimal, activeMember: count, rateType: z.string(), rate: decimal }),
      ),
    }),
  ),
  realTimeSalary: z.array(
    z.object({
      contractId: z.number(),
      status: z.string(),
      realTimeSalaryRates: z.array(z.object({ betAmount: decimal, lossRate: decimal, winRate: decimal })),
    }),
  ),
});

/** The consolidated contract and salary requests of the member (docs/endpoints.md, agent-contracts). */
export type ConsolidatedContracts = z.infer<typeof ConsolidatedContractsSchema>;
/** One dividend contract of a dividend group. */
export type DividendContract = z.infer<typeof DividendContractSchema>;

/** GET the consolidated contract requests (auth). */
export const getConsolidatedContracts = defineEndpoint<ConsolidatedContracts>({
  id: 'agent-contracts.consolidated',
  ...PATHS.consolidatedContracts,
  schema: ConsolidatedContractsSchema,
});
