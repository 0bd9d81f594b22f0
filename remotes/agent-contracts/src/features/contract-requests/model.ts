import { formatMoney } from '@wl/ui/money';
import {
  ACTIVE_STATUSES,
  CONTRACT_KINDS,
  DOWNLINE_HIGHER_RATE,
  KIND_COLUMNS,
  NEW_REQUEST_STATUSES,
  PENDING_STATUSES,
  RATE_DECIMALS,
  RATE_TYPE_PERCENT,
  STATUS_ACTIONS,
  TERMINATION_REQUEST_STATUSES,
  type ContractKind,
} from '../../constants';
import type { ConsolidatedContracts } from './api/consolidated-contracts';

/** Which list a request belongs to: new requests (P, E, A), termination requests (V), or neither (C, R). */
export type RequestList = 'new' | 'termination' | 'other';

/** The list a status puts a request in. */
export function listOf(status: string): RequestList {
  if (NEW_REQUEST_STATUSES.includes(status)) return 'new';
  if (TERMINATION_REQUEST_STATUSES.includes(status)) return 'termination';
  return 'other';
}

/** Client-side, A and V count as active. */
export function isActiveStatus(status: string): boolean {
  return ACTIVE_STATUSES.includes(status);
}

/** Does the request wait for the member (P, E: accept or reject; V: terminate or reject)? */
export function isWaiting(status: string): boolean {
  return PENDING_STATUSES.includes(status) || TERMINATION_REQUEST_STATUSES.includes(status);
}

/**
 * A rate as shown: with rate type P a percentage with 2 decimals (`"0.8"` → `0.80%`), otherwise an amount.
 * The value is already in percent: the backend sends `"0.80"` for 0.80 %.
 */
export function formatRate(rate: string, rateType: string = RATE_TYPE_PERCENT): string {
  if (rateType !== RATE_TYPE_PERCENT) return formatMoney(rate);
  const percent = formatMoney(rate, { decimals: RATE_DECIMALS });
  return percent === '-' ? percent : `${percent}%`;
}

/** A count (active members) as shown: grouped, no decimals. */
export function formatCount(value: number): string {
  return formatMoney(value, { decimals: 0 });
}

/** One action of a request: its button's message key and the status it sends. */
export interface RequestAction {
  key: string;
  status: string;
}

/** One request as the screen shows it: a header, a table of formatted rate tiers and its actions. */
export interface RequestRow {
  /** Unique within the screen; also the card's test id suffix. */
  key: string;
  kind: ContractKind;
  /** The contract id (id or contractId on the wire); a dividend group has none (its product and period). */
  id: number | null;
  status: string;
  list: RequestList;
  active: boolean;
  /** Dividend and hourly salary. */
  productType?: string;
  /** Dividend only. */
  computationPeriod?: string;
  /** Dividend only: accepting gives the downline a higher rate (asks `higher_rate` first). */
  higherRate: boolean;
  /** When the upline sent it (epoch ms), or null. */
  requestTime: number | null;
  /** Column message keys. */
  columns: readonly string[];
  /** Formatted cells, one array per tier, in column order. */
  tiers: string[][];
  /** What the member may do with it now (none for A, C, R). */
  actions: RequestAction[];
}

function row(
  kind: ContractKind,
  key: string,
  id: number | null,
  status: string,
  tiers: string[][],
  extra: Partial<RequestRow> = {},
): RequestRow {
  return {
    key: `${kind}-${key}`,
    kind,
    id,
    status,
    list: listOf(status),
    active: isActiveStatus(status),
    higherRate: false,
    requestTime: null,
    columns: KIND_COLUMNS[kind],
    tiers,
    actions: (STATUS_ACTIONS[status] ?? []).map(([actionKey, sends]) => ({ key: actionKey, status: sends })),
    ...extra,
  };
}

/**
 * The body of a row's status call (spec/products.md §7): dividend productType, computationPeriod, status; daily id,
 * status; hourly contractId, status, productType; real-time contractId, status.
 */
export function actionBody(request: RequestRow, status: string): Record<string, unknown> {
  switch (request.kind) {
    case 'dividend':
      return { productType: request.productType, computationPeriod: request.computationPeriod, status };
    case 'dailySalary':
      return { id: request.id, status };
    case 'hourlySalary':
      return { contractId: request.id, status, productType: request.productType };
    case 'realTimeSalary':
      return { contractId: request.id, status };
  }
}

/**
 * Flatten the consolidated response into display rows per kind. A dividend request is its product and period: the
 * dividend call names no contract, so the group's tiers (contracts[]) with one status are one request; tiers of
 * different statuses make one request per status.
 */
export function toRows(value: ConsolidatedContracts): Record<ContractKind, RequestRow[]> {
  return {
    dividend: value.dividend.flatMap((group) => {
      const statuses = [...new Set(group.contracts.map((c) => c.status))];
      return statuses.map((status) => {
        const contracts = group.contracts.filter((c) => c.status === status);
        return row(
          'dividend',
          `${group.productType}-${group.computationPeriod}${statuses.length > 1 ? `-${status}` : ''}`,
          null,
          status,
          contracts.map((c) => [
            formatMoney(c.minimumBet),
            formatMoney(c.netLoss),
            formatCount(c.activeMember),
            formatRate(c.contractRate),
            formatMoney(c.periodicTotalBet),
            formatMoney(c.periodicTotalBetRequired),
          ]),
          {
            productType: group.productType,
            computationPeriod: group.computationPeriod,
            higherRate: contracts.some((c) => c.downlineHigherRate === DOWNLINE_HIGHER_RATE),
            requestTime: group.requestTime ?? null,
          },
        );
      });
    }),
    dailySalary: value.dailySalary.map((s) =>
      row(
        'dailySalary',
        String(s.id),
        s.id,
        s.status,
        s.details.map((d) => [
          formatMoney(d.betVolume),
          formatCount(d.activeMember),
          formatRate(d.rate, d.rateType),
        ]),
        { requestTime: s.requestTime ?? null },
      ),
    ),
    hourlySalary: value.hourlySalary.map((s) =>
      row(
        'hourlySalary',
        String(s.contractId),
        s.contractId,
        s.status,
        s.hourSalaryRates.map((r) => [
          formatMoney(r.minimumBet),
          formatCount(r.activeMember),
          formatRate(r.rate, r.rateType),
        ]),
        { productType: s.productType ?? undefined, requestTime: s.requestTime ?? null },
      ),
    ),
    realTimeSalary: value.realTimeSalary.map((s) =>
      row(
        'realTimeSalary',
        String(s.contractId),
        s.contractId,
        s.status,
        s.realTimeSalaryRates.map((r) => [
          formatMoney(r.betAmount),
          formatRate(r.lossRate),
          formatRate(r.winRate),
        ]),
        { requestTime: s.requestTime ?? null },
      ),
    ),
  };
}

/** One kind's section: its requests split into the lists. */
export interface ContractSection {
  kind: ContractKind;
  total: number;
  newRequests: RequestRow[];
  terminationRequests: RequestRow[];
  /** Settled requests in neither list (C, R). */
  otherRequests: RequestRow[];
}

/** The four sections, in display order; `waitingOnly` keeps the requests that wait for an answer (the modal). */
export function toSections(value: ConsolidatedContracts, waitingOnly = false): ContractSection[] {
  const rows = toRows(value);
  return CONTRACT_KINDS.map((kind) => {
    const list = waitingOnly ? rows[kind].filter((r) => isWaiting(r.status)) : rows[kind];
    return {
      kind,
      total: list.length,
      newRequests: list.filter((r) => r.list === 'new'),
      terminationRequests: list.filter((r) => r.list === 'termination'),
      otherRequests: list.filter((r) => r.list === 'other'),
    };
  });
}
