import { http } from 'msw';
import { anyOrigin, type SandboxAreaFactory, type SandboxContext } from '../context';

/**
 * Wire shapes of GET /wps/agent/contracts/consolidated (docs/endpoints.md, agent-contracts). Money and rates are
 * decimal strings; a rate with rateType P is a percentage (`"0.80"` is 0.80 %). `requestTime` (epoch ms, ours: the
 * spec shows no date) is when the upline sent the request; the detail lists filter on it.
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
  dividend: {
    productType: string;
    computationPeriod: string;
    requestTime: number;
    contracts: SandboxDividendContract[];
  }[];
  dailySalary: {
    id: number;
    status: string;
    requestTime: number;
    details: { betVolume: string; activeMember: number; rateType: string; rate: string }[];
  }[];
  hourlySalary: {
    contractId: number;
    status: string;
    productType: string;
    requestTime: number;
    hourSalaryRates: { minimumBet: string; activeMember: number; rateType: string; rate: string }[];
  }[];
  realTimeSalary: {
    contractId: number;
    status: string;
    requestTime: number;
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
 * The transitions the platform allows (spec/products.md §4): a pending or new request (P, E) is accepted (A) or
 * rejected (R); an active contract asked to terminate (V) is terminated (C) or the termination is rejected, which
 * keeps it active (A). Anything else (A, C and R are settled) is refused with `contract.status.invalid`.
 */
export const CONTRACT_TRANSITIONS: Record<string, readonly string[]> = {
  P: ['A', 'R'],
  E: ['A', 'R'],
  V: ['C', 'A'],
};

const DAY_MS = 86_400_000;

/**
 * The seed, by account, dated from `now` (the reset). agent02 (isAgent 2) has requests of every kind and every
 * status: dividend groups P (two tiers), E (a tier offering the downline a higher rate), V, and a P group sent 3 days
 * ago (outside the default "today" range); daily salary P, V, E and A; hourly P, V and C; real-time P, V and R.
 * Everyone else has none: requests waiting open the contract request modal after login, so the other seeded
 * accounts start clear.
 */
function seed(now: number): Record<string, SandboxConsolidatedContracts> {
  const earlier = now - 3 * DAY_MS;
  const tier = (
    id: number,
    status: string,
    minimumBet: string,
    netLoss: string,
    activeMember: number,
    contractRate: string,
    periodicTotalBet: string,
    periodicTotalBetRequired: string,
    downlineHigherRate: 'Y' | 'N' = 'N',
  ): SandboxDividendContract => ({
    id,
    status,
    minimumBet,
    netLoss,
    activeMember,
    contractRate,
    periodicTotalBet,
    periodicTotalBetRequired,
    downlineHigherRate,
  });
  return {
    agent02: {
      dividend: [
        {
          productType: 'LOTT',
          computationPeriod: 'HALF_MONTH',
          requestTime: now,
          contracts: [
            tier(21001, 'P', '50000.00', '10000.00', 5, '10.00', '126500.50', '100000.00'),
            tier(21002, 'P', '200000.00', '40000.00', 12, '15.50', '80250.00', '200000.00'),
          ],
        },
        {
          productType: 'RNG',
          computationPeriod: 'WEEKLY',
          requestTime: now,
          contracts: [tier(21004, 'E', '80000.00', '20000.00', 6, '18.00', '90000.00', '80000.00', 'Y')],
        },
        {
          productType: 'LIVE',
          computationPeriod: 'MONTHLY',
          requestTime: now,
          contracts: [tier(21003, 'V', '100000.00', '25000.00', 8, '12.25', '310000.00', '100000.00')],
        },
        {
          productType: 'SPORTS',
          computationPeriod: 'DAILY',
          requestTime: earlier,
          contracts: [tier(21005, 'P', '30000.00', '5000.00', 3, '8.00', '42000.00', '30000.00')],
        },
      ],
      dailySalary: [
        {
          id: 22001,
          status: 'P',
          requestTime: now,
          details: [
            { betVolume: '10000.00', activeMember: 3, rateType: 'P', rate: '0.80' },
            { betVolume: '50000.00', activeMember: 8, rateType: 'P', rate: '1.20' },
          ],
        },
        {
          id: 22002,
          status: 'V',
          requestTime: now,
          details: [{ betVolume: '20000.00', activeMember: 5, rateType: 'F', rate: '188.00' }],
        },
        {
          id: 22003,
          status: 'E',
          requestTime: now,
          details: [{ betVolume: '15000.00', activeMember: 4, rateType: 'P', rate: '0.95' }],
        },
        {
          id: 22004,
          status: 'A',
          requestTime: now,
          details: [{ betVolume: '8000.00', activeMember: 2, rateType: 'P', rate: '0.50' }],
        },
      ],
      hourlySalary: [
        {
          contractId: 23001,
          status: 'P',
          productType: 'LOTT',
          requestTime: now,
          hourSalaryRates: [
            { minimumBet: '1000.00', activeMember: 2, rateType: 'P', rate: '0.30' },
            { minimumBet: '5000.00', activeMember: 4, rateType: 'P', rate: '0.45' },
          ],
        },
        {
          contractId: 23002,
          status: 'V',
          productType: 'LIVE',
          requestTime: now,
          hourSalaryRates: [{ minimumBet: '2000.00', activeMember: 3, rateType: 'F', rate: '25.00' }],
        },
        {
          contractId: 23003,
          status: 'C',
          productType: 'RNG',
          requestTime: now,
          hourSalaryRates: [{ minimumBet: '3000.00', activeMember: 3, rateType: 'P', rate: '0.25' }],
        },
      ],
      realTimeSalary: [
        {
          contractId: 24001,
          status: 'P',
          requestTime: now,
          realTimeSalaryRates: [
            { betAmount: '1000.00', lossRate: '0.50', winRate: '0.30' },
            { betAmount: '10000.00', lossRate: '0.75', winRate: '0.40' },
          ],
        },
        {
          contractId: 24002,
          status: 'V',
          requestTime: now,
          realTimeSalaryRates: [{ betAmount: '5000.00', lossRate: '0.60', winRate: '0.35' }],
        },
        {
          contractId: 24003,
          status: 'R',
          requestTime: now,
          realTimeSalaryRates: [{ betAmount: '2000.00', lossRate: '0.40', winRate: '0.20' }],
        },
      ],
    },
  };
}

/** A query time (epoch ms) or null when absent; NaN when present but not a number. */
function timeParam(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  return raw === null || raw === '' ? null : Number(raw);
}

/** The consolidated requests sent between startTime and endTime (both included; either may be absent). */
function inRange(value: SandboxConsolidatedContracts, start: number | null, end: number | null) {
  const keep = (t: number) => (start === null || t >= start) && (end === null || t <= end);
  return {
    dividend: value.dividend.filter((g) => keep(g.requestTime)),
    dailySalary: value.dailySalary.filter((s) => keep(s.requestTime)),
    hourlySalary: value.hourlySalary.filter((s) => keep(s.requestTime)),
    realTimeSalary: value.realTimeSalary.filter((s) => keep(s.requestTime)),
  };
}

/** A transition's answer: refused (and why) or applied. */
function refuse(ctx: SandboxContext, from: string, to: string): Response {
  return ctx.fail(
    'contract.status.invalid',
    `合同状态为 ${from}，不能改为 ${to}（Contract status ${from} cannot change to ${to}）`,
  );
}

const STATUS_CODES = ['A', 'R', 'C'];

/** The JSON body of a request, or null when it is not a JSON object. */
async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The agent-contracts area of the sandbox: seeded contract requests per merchant and account, the consolidated
 * read (optionally by date range) and the four status calls, which apply a legal transition and refuse others.
 */
export const agentContractsArea: SandboxAreaFactory = (ctx) => {
  let lists = new Map<string, SandboxConsolidatedContracts>();
  let seeded = seed(ctx.now());
  const valueOf = (merchant: string, account: string): SandboxConsolidatedContracts => {
    const key = `${merchant}:${account}`;
    let value = lists.get(key);
    if (!value) {
      value = structuredClone(seeded[account] ?? emptyConsolidatedContracts());
      lists.set(key, value);
    }
    return value;
  };

  /** Parse a status call: the member's requests and the body, or the error response. */
  const begin = async (request: Request, fields: string[]) => {
    const account = ctx.accountOf(request);
    if (!account) return { error: ctx.unauthorized() };
    const body = await jsonBody(request);
    if (!body) return { error: ctx.fail('request.invalid', 'a JSON body is expected', 400) };
    for (const field of fields) {
      if (body[field] === undefined || body[field] === null || body[field] === '')
        return { error: ctx.fail('request.invalid', `${field} is required`, 400) };
    }
    const status = String(body.status);
    if (!STATUS_CODES.includes(status))
      return { error: ctx.fail('request.invalid', 'status must be A, R or C', 400) };
    return { value: valueOf(ctx.merchantOf(request), account.account), body, status };
  };

  /** Move one salary request to `to`, or refuse. */
  const apply = (item: { status: string } | undefined, to: string): Response => {
    if (!item) return ctx.fail('contract.not.found', '合同不存在（Contract not found）');
    if (!CONTRACT_TRANSITIONS[item.status]?.includes(to)) return refuse(ctx, item.status, to);
    item.status = to;
    return ctx.ok({ status: to });
  };

  return {
    handlers: [
      http.get(anyOrigin('/wps/agent/contracts/consolidated'), ({ request }) => {
        const account = ctx.accountOf(request);
        if (!account) return ctx.unauthorized();
        const url = new URL(request.url);
        const start = timeParam(url, 'startTime');
        const end = timeParam(url, 'endTime');
        if (Number.isNaN(start) || Number.isNaN(end))
          return ctx.fail('param.invalid', 'startTime and endTime are epoch ms', 400);
        const value = valueOf(ctx.merchantOf(request), account.account);
        return ctx.ok(structuredClone(inRange(value, start, end)));
      }),
      // Dividend: the whole group of productType + computationPeriod moves (its tiers share one status).
      http.post(anyOrigin('/wps/agent/contracts/dividend/process'), async ({ request }) => {
        const call = await begin(request, ['productType', 'computationPeriod', 'status']);
        if ('error' in call) return call.error;
        const group = call.value.dividend.find(
          (g) =>
            g.productType === String(call.body.productType) &&
            g.computationPeriod === String(call.body.computationPeriod),
        );
        if (!group) return ctx.fail('contract.not.found', '合同不存在（Contract not found）');
        const from = group.contracts[0]?.status ?? '';
        if (!group.contracts.every((c) => CONTRACT_TRANSITIONS[c.status]?.includes(call.status)))
          return refuse(ctx, from, call.status);
        for (const contract of group.contracts) contract.status = call.status;
        return ctx.ok({ status: call.status });
      }),
      http.post(anyOrigin('/wps/agent/contracts/daily/process'), async ({ request }) => {
        const call = await begin(request, ['id', 'status']);
        if ('error' in call) return call.error;
        const id = Number(call.body.id);
        return apply(
          call.value.dailySalary.find((s) => s.id === id),
          call.status,
        );
      }),
      http.post(anyOrigin('/wps/agent/contracts/hourly/process'), async ({ request }) => {
        const call = await begin(request, ['contractId', 'status', 'productType']);
        if ('error' in call) return call.error;
        const id = Number(call.body.contractId);
        return apply(
          call.value.hourlySalary.find(
            (s) => s.contractId === id && s.productType === String(call.body.productType),
          ),
          call.status,
        );
      }),
      http.post(anyOrigin('/wps/agent/contracts/realtime/process'), async ({ request }) => {
        const call = await begin(request, ['contractId', 'status']);
        if ('error' in call) return call.error;
        const id = Number(call.body.contractId);
        return apply(
          call.value.realTimeSalary.find((s) => s.contractId === id),
          call.status,
        );
      }),
    ],
    reset() {
      lists = new Map();
      seeded = seed(ctx.now());
    },
  };
};
