import { formatMoney } from '@wl/ui';
import {
  ACTIVE_STATUSES,
  CONTRACT_KINDS,
  DOWNLINE_HIGHER_RATE,
  KIND_COLUMNS,
  NEW_REQUEST_STATUSES,
  RATE_DECIMALS,
  RATE_TYPE_PERCENT,
  TERMINATION_REQUEST_STATUSES,
  type ContractKind,
} from '../../constants';
import type { ConsolidatedContracts } from './api/consolidated-contracts';

/** Which list a request belongs to: new requests (P, E), termination requests (V), or neither (A, C, R). */
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

/** One request as the screen shows it: a header and a table of formatted rate tiers. */
export interface RequestRow {
  /** Unique within the screen. */
  key: string;
  kind: ContractKind;
  /** The contract id (id or contractId on the wire). */
  id: number;
  status: string;
  list: RequestList;
  active: boolean;
  /** Dividend only. */
  productType?: string;
  /** Dividend only. */
  computationPeriod?: string;
  /** Dividend only: accepting gives the downline a higher rate. */
  higherRate: boolean;
  /** Column message keys. */
  columns: readonly string[];
  /** Formatted cells, one array per tier, in column order. */
  tiers: string[][];
}

function row(
  kind: ContractKind,
  id: number,
  status: string,
  tiers: string[][],
  extra: Partial<RequestRow> = {},
): RequestRow {
  return {
    key: `${kind}-${id}-${extra.productType ?? ''}-${extra.computationPeriod ?? ''}`,
    kind,
    id,
    status,
    list: listOf(status),
    active: isActiveStatus(status),
    higherRate: false,
    columns: KIND_COLUMNS[kind],
    tiers,
    ...extra,
  };
}

/** Flatten the consolidated response into display rows per kind. */
export function toRows(value: ConsolidatedContracts): Record<ContractKind, RequestRow[]> {
  return {
    dividend: value.dividend.flatMap((group) =>
      group.contracts.map((c) =>
        row(
          'dividend',
          c.id,
          c.status,
          [
            [
              formatMoney(c.minimumBet),
              formatMoney(c.netLoss),
              formatCount(c.activeMember),
              formatRate(c.contractRate),
              formatMoney(c.periodicTotalBet),
              formatMoney(c.periodicTotalBetRequired),
            ],
          ],
          {
            productType: group.productType,
            computationPeriod: group.computationPeriod,
            higherRate: c.downlineHigherRate === DOWNLINE_HIGHER_RATE,
          },
        ),
      ),
    ),
    dailySalary: value.dailySalary.map((s) =>
      row(
        'dailySalary',
        s.id,
        s.status,
        s.details.map((d) => [
          formatMoney(d.betVolume),
          formatCount(d.activeMember),
          formatRate(d.rate, d.rateType),
        ]),
      ),
    ),
    hourlySalary: value.hourlySalary.map((s) =>
      row(
        'hourlySalary',
        s.contractId,
        s.status,
        s.hourSalaryRates.map((r) => [
          formatMoney(r.minimumBet),
          formatCount(r.activeMember),
          formatRate(r.rate, r.rateType),
        ]),
      ),
    ),
    realTimeSalary: value.realTimeSalary.map((s) =>
      row(
        'realTimeSalary',
        s.contractId,
        s.status,
        s.realTimeSalaryRates.map((r) => [
          formatMoney(r.betAmount),
          formatRate(r.lossRate),
          formatRate(r.winRate),
        ]),
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
  /** Requests in neither list (A, C, R); the consolidated read normally has none. */
  otherRequests: RequestRow[];
}

/** The four sections, in display order. */
export function toSections(value: ConsolidatedContracts): ContractSection[] {
  const rows = toRows(value);
  return CONTRACT_KINDS.map((kind) => ({
    kind,
    total: rows[kind].length,
    newRequests: rows[kind].filter((r) => r.list === 'new'),
    terminationRequests: rows[kind].filter((r) => r.list === 'termination'),
    otherRequests: rows[kind].filter((r) => r.list === 'other'),
  }));
}
