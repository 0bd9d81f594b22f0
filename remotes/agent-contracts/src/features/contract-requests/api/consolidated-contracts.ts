import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** Money, counts and rates arrive as decimal strings; a backend sending numbers is read the same way. */
const decimal = z.union([z.string(), z.number()]).transform(String);
const count = z.union([z.number(), z.string()]).transform(Number);
/** When the upline sent the request (epoch ms; ours, docs/endpoints.md); absent from an older backend. */
const requestTime = z.number().nullish();

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
      requestTime,
      contracts: z.array(DividendContractSchema),
    }),
  ),
  dailySalary: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      requestTime,
      details: z.array(
        z.object({ betVolume: decimal, activeMember: count, rateType: z.string(), rate: decimal }),
      ),
    }),
  ),
  hourlySalary: z.array(
    z.object({
      contractId: z.number(),
      status: z.string(),
      // The hourly call sends it back (spec/products.md §7: contractId, status, productType).
      productType: z.string().nullish(),
      requestTime,
      hourSalaryRates: z.array(
        z.object({ minimumBet: decimal, activeMember: count, rateType: z.string(), rate: decimal }),
      ),
    }),
  ),
  realTimeSalary: z.array(
    z.object({
      contractId: z.number(),
      status: z.string(),
      requestTime,
      realTimeSalaryRates: z.array(z.object({ betAmount: decimal, lossRate: decimal, winRate: decimal })),
    }),
  ),
});

/** The consolidated contract and salary requests of the member (docs/endpoints.md, agent-contracts). */
export type ConsolidatedContracts = z.infer<typeof ConsolidatedContractsSchema>;
/** One dividend contract of a dividend group. */
export type DividendContract = z.infer<typeof DividendContractSchema>;

/**
 * GET the consolidated contract requests (auth). Query `startTime`, `endTime` (epoch ms, both included): the detail
 * lists' date range; absent (the modal, the after-login check): every request.
 */
export const getConsolidatedContracts = defineEndpoint<ConsolidatedContracts>({
  id: 'agent-contracts.consolidated',
  ...PATHS.consolidatedContracts,
  schema: ConsolidatedContractsSchema,
});
