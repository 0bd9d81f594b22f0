// Constants of the agent-contracts area, named as spec/products.md names them.

/**
 * Contract status codes (spec/products.md §4): P pending and E new are requests to accept or reject; V is an active
 * contract whose upline asks to terminate it; A accepted, C terminated, R rejected are what the actions send.
 */
export const CONTRACT_STATUSES = ['P', 'E', 'V', 'A', 'C', 'R'] as const;
/** One of {@link CONTRACT_STATUSES}. */
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Statuses listed under "new requests" (pending/new). */
export const NEW_REQUEST_STATUSES: readonly string[] = ['P', 'E'];
/** Statuses listed under "termination requests" (active contracts asked to terminate). */
export const TERMINATION_REQUEST_STATUSES: readonly string[] = ['V'];
/** Client-side salary status codes that count as active. */
export const ACTIVE_STATUSES: readonly string[] = ['A', 'V'];

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
