// Constants of the agent-contracts area, named as spec/products.md names them.

/**
 * Contract status codes (spec/products.md §4): P pending and E new are requests to accept or reject; V is an active
 * contract whose upline asks to terminate it; A accepted, C terminated, R rejected are what the actions send.
 */
export const CONTRACT_STATUSES = ['P', 'E', 'V', 'A', 'C', 'R'] as const;
/** One of {@link CONTRACT_STATUSES}. */
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Statuses listed under "new requests": pending/new, and accepted requests (spec/products.md §4). */
export const NEW_REQUEST_STATUSES: readonly string[] = ['P', 'E', 'A'];
/** Statuses waiting for the member's answer: Accept (A) or Reject (R). */
export const PENDING_STATUSES: readonly string[] = ['P', 'E'];
/** Statuses listed under "termination requests" (active contracts asked to terminate). */
export const TERMINATION_REQUEST_STATUSES: readonly string[] = ['V'];
/** Client-side salary status codes that count as active. */
export const ACTIVE_STATUSES: readonly string[] = ['A', 'V'];

/** What Accept sends for a pending request (P, E). */
export const STATUS_ACCEPT = 'A';
/** What Reject sends for a pending request (P, E). */
export const STATUS_REJECT = 'R';
/** What Terminate sends for an active contract asked to terminate (V). */
export const STATUS_TERMINATE = 'C';
/** What Reject sends for a termination request (V): the contract stays active (spec/products.md §4). */
export const STATUS_REJECT_TERMINATION = 'A';

/** The actions a status offers, as [message key, status sent], in button order (spec/products.md §4). */
export const STATUS_ACTIONS: Record<string, readonly (readonly [string, string])[]> = {
  P: [
    ['action_accept', STATUS_ACCEPT],
    ['action_reject', STATUS_REJECT],
  ],
  E: [
    ['action_accept', STATUS_ACCEPT],
    ['action_reject', STATUS_REJECT],
  ],
  V: [
    ['action_terminate', STATUS_TERMINATE],
    ['action_reject', STATUS_REJECT_TERMINATION],
  ],
};

/** The confirmation asked before accepting a contract whose downlineHigherRate is Y (spec/products.md §4). */
export const HIGHER_RATE_KEY = 'higher_rate';
/** The platform's answer to a transition the contract's status no longer allows (docs/endpoints.md). */
export const ILLEGAL_TRANSITION_CODE = 'contract.status.invalid';
/** Message key shown for {@link ILLEGAL_TRANSITION_CODE}: the list is read again. */
export const ILLEGAL_TRANSITION_KEY = 'contract_status_changed';

/** Rate type P: the rate is a percentage, shown with 2 decimals (spec/products.md §9). Other types are amounts. */
export const RATE_TYPE_PERCENT = 'P';
/** Decimals of a percentage rate. */
export const RATE_DECIMALS = 2;
/** downlineHigherRate Y: accepting offers the downline a higher rate (confirmation key higher_rate on accept). */
export const DOWNLINE_HIGHER_RATE = 'Y';

/** The four kinds of contract request of the consolidated read, in the order the screen shows them. */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
/** One of {@link CONTRACT_KINDS} (the field name in the consolidated response). */
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Message key of each kind's section title. */
export const KIND_TITLE_KEYS: Record<ContractKind, string> = {
  dividend: 'section_dividend',
  dailySalary: 'section_daily_salary',
  hourlySalary: 'section_hourly_salary',
  realTimeSalary: 'section_real_time_salary',
};

/** The columns of each kind's rate tiers, as message keys, in display order. */
export const KIND_COLUMNS: Record<ContractKind, readonly string[]> = {
  dividend: [
    'field_minimum_bet',
    'field_net_loss',
    'field_active_member',
    'field_contract_rate',
    'field_periodic_total_bet',
    'field_periodic_total_bet_required',
  ],
  dailySalary: ['field_bet_volume', 'field_active_member', 'field_rate'],
  hourlySalary: ['field_minimum_bet', 'field_active_member', 'field_rate'],
  realTimeSalary: ['field_bet_amount', 'field_loss_rate', 'field_win_rate'],
};

/** The detail lists' page (the host mounts the area at /member/contracts, DESIGN.md §4). */
export const CONTRACTS_PAGE = '/member/contracts';
