import { http } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';

/**
 * Wire shapes of GET /wps/agent/contracts/consolidated (docs/endpoints.md, agent-contracts). Money and rates are
 * decimal strings; a rate with rateType P is a percentage (`"0.80"` is 0.80 %).
 */
export interface SandboxDividendContract {
  id: number;
  status: string;
  minimumBet: string;
  netLoss: string;
  activeMember: number;
  contractRate: string;
  periodicTotalBet: string;
  periodicTotalBetRequired: string;
  downlineHigherRate: 'Y' | 'N';
}

export interface SandboxConsolidatedContracts {
  dividend: { productType: string; computationPeriod: string; contracts: SandboxDividendContract[] }[];
  dailySalary: {
    id: number;
    status: string;
    details: { betVolume: string; activeMember: number; rateType: string; rate: string }[];
  }[];
  hourlySalary: {
    contractId: number;
    status: string;
    hourSalaryRates: { minimumBet: string; activeMember: number; rateType: string; rate: string }[];
  }[];
  realTimeSalary: {
    contractId: number;
    status: string;
    realTimeSalaryRates: { betAmount: string; lossRate: string; winRate: string }[];
  }[];
}

/** No requests at all: what a member without contracts gets. */
export const emptyConsolidatedContracts = (): SandboxConsolidatedContracts => ({
  dividend: [],
  dailySalary: [],
  hourlySalary: [],
  realTimeSalary: [],
});

/**
 * The seed, by account. agent02 (isAgent 2) has requests of every kind: dividend contracts with statuses P, E and V
 * (one offering the downline a higher rate), and daily, hourly and real-time salary with P and V. agent01 has a
 * single new daily-salary request. Everyone else has none.
 */
function seed(): Record<string, SandboxConsolidatedContracts> {
  return {
    agent02: {
      dividend: [
        {
          productType: 'LOTT',
          computationPeriod: 'HALF_MONTH',
          contracts: [
            {
              id: 21001,
              status: 'P',
              minimumBet: '50000.00',
              netLoss: '10000.00',
              activeMember: 5,
              contractRate: '10.00',
              periodicTotalBet: '126500.50',
              periodicTotalBetRequired: '100000.00',
              downlineHigherRate: 'N',
            },
            {
              id: 21002,
              status: 'E',
              minimumBet: '200000.00',
              netLoss: '40000.00',
              activeMember: 12,
              contractRate: '15.50',
              periodicTotalBet: '80250.00',
              periodicTotalBetRequired: '200000.00',
              downlineHigherRate: 'Y',
            },
          ],
        },
        {
          productType: 'LIVE',
          computationPeriod: 'MONTHLY',
          contracts: [
            {
              id: 21003,
              status: 'V',
              minimumBet: '100000.00',
              netLoss: '25000.00',
              activeMember: 8,
              contractRate: '12.25',
              periodicTotalBet: '310000.00',
              periodicTotalBetRequired: '100000.00',
              downlineHigherRate: 'N',
            },
          ],
        },
      ],
      dailySalary: [
        {
          id: 22001,
          status: 'P',
          details: [
            { betVolume: '10000.00', activeMember: 3, rateType: 'P', rate: '0.80' },
            { betVolume: '50000.00', activeMember: 8, rateType: 'P', rate: '1.20' },
          ],
        },
        {
          id: 22002,
          status: 'V',
          details: [{ betVolume: '20000.00', activeMember: 5, rateType: 'F', rate: '188.00' }],
        },
      ],
      hourlySalary: [
        {
          contractId: 23001,
          status: 'P',
          hourSalaryRates: [
            { minimumBet: '1000.00', activeMember: 2, rateType: 'P', rate: '0.30' },
            { minimumBet: '5000.00', activeMember: 4, rateType: 'P', rate: '0.45' },
          ],
        },
        {
          contractId: 23002,
          status: 'V',
          hourSalaryRates: [{ minimumBet: '2000.00', activeMember: 3, rateType: 'F', rate: '25.00' }],
        },
      ],
      realTimeSalary: [
        {
          contractId: 24001,
          status: 'P',
          realTimeSalaryRates: [
            { betAmount: '1000.00', lossRate: '0.50', winRate: '0.30' },
            { betAmount: '10000.00', lossRate: '0.75', winRate: '0.40' },
          ],
        },
        {
          contractId: 24002,
          status: 'V',
          realTimeSalaryRates: [{ betAmount: '5000.00', lossRate: '0.60', winRate: '0.35' }],
        },
      ],
    },
    agent01: {
      ...emptyConsolidatedContracts(),
      dailySalary: [
        {
          id: 12001,
          status: 'P',
          details: [{ betVolume: '30000.00', activeMember: 4, rateType: 'P', rate: '1.00' }],
        },
      ],
    },
  };
}

/** The agent-contracts area of the sandbox: seeded contract requests and their handlers. */
export const agentContractsArea: SandboxAreaFactory = (ctx) => {
  let byAccount = seed();
  return {
    handlers: [
      http.get(anyOrigin('/wps/agent/contracts/consolidated'), ({ request }) => {
        const account = ctx.accountOf(request);
        if (!account) return ctx.unauthorized();
        return ctx.ok(structuredClone(byAccount[account.account] ?? emptyConsolidatedContracts()));
      }),
    ],
    reset() {
      byAccount = seed();
    },
  };
};
