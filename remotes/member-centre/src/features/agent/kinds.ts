import { RECORDS_PAGE_SIZE } from '../../lib/records/constants';
import type { RecordsKind } from '../../lib/records/records-kind';
import { getAgentAccountDetails } from './api/agent-account-details';
import { getAgentIncome } from './api/agent-income';
import { getDailySalaryRecords } from './api/daily-salary-records';
import { getDividendRecords } from './api/dividend-records';
import { getHourlySalaryRecords } from './api/hourly-salary-records';
import { getRedEnvelopes } from './api/red-envelopes';
import { getTeamBets } from './api/team-bets';
import { getTeamMembers } from './api/team-members';
import { getTeamProfitLoss } from './api/team-profit-loss';

const salaryColumns = [
  { field: 'time', label: 'col_time', format: 'datetime' },
  { field: 'betVolume', label: 'col_bet_volume', format: 'money' },
  { field: 'activeMember', label: 'col_active_member', format: 'text' },
  { field: 'rate', label: 'col_rate', format: 'percent' },
  { field: 'amount', label: 'col_amount', format: 'money' },
  { field: 'status', label: 'col_status', format: 'code' },
] as const;

/** Team management: the downline registered in the range, filtered by account name. */
export const TEAM_MANAGEMENT: RecordsKind = {
  id: 'agent-team',
  titleKey: 'menu_agent_team_management',
  source: { endpoint: getTeamMembers, pageSize: RECORDS_PAGE_SIZE, totals: ['balance'], accountFilter: true },
  columns: [
    { field: 'account', label: 'col_account', format: 'text' },
    { field: 'type', label: 'col_member_type', format: 'agentType' },
    { field: 'time', label: 'col_register_time', format: 'datetime' },
    { field: 'balance', label: 'col_balance', format: 'money' },
    { field: 'status', label: 'col_status', format: 'code' },
  ],
};

/** Team betting: the downline's bets. */
export const TEAM_BETTING: RecordsKind = {
  id: 'agent-team-betting',
  titleKey: 'menu_agent_team_betting',
  source: {
    endpoint: getTeamBets,
    pageSize: RECORDS_PAGE_SIZE,
    totals: ['betAmount', 'validBet', 'winLoss'],
    accountFilter: true,
  },
  columns: [
    { field: 'time', label: 'col_bet_time', format: 'datetime' },
    { field: 'account', label: 'col_account', format: 'text' },
    { field: 'gameType', label: 'col_game_type', format: 'code' },
    { field: 'gameName', label: 'col_game_name', format: 'text' },
    { field: 'betAmount', label: 'col_bet_amount', format: 'money' },
    { field: 'validBet', label: 'col_valid_bet', format: 'money' },
    { field: 'winLoss', label: 'col_win_loss', format: 'money' },
  ],
};

/** Team profit and loss per downline member and day. */
export const TEAM_LOSS: RecordsKind = {
  id: 'agent-team-loss',
  titleKey: 'menu_agent_team_loss',
  source: {
    endpoint: getTeamProfitLoss,
    pageSize: RECORDS_PAGE_SIZE,
    totals: ['betAmount', 'winLoss', 'bonus', 'rebate', 'profit'],
    accountFilter: true,
  },
  columns: [
    { field: 'time', label: 'col_date', format: 'date' },
    { field: 'account', label: 'col_account', format: 'text' },
    { field: 'betAmount', label: 'col_bet_amount', format: 'money' },
    { field: 'winLoss', label: 'col_win_loss', format: 'money' },
    { field: 'bonus', label: 'col_bonus', format: 'money' },
    { field: 'rebate', label: 'col_rebate', format: 'money' },
    { field: 'profit', label: 'col_profit', format: 'money' },
  ],
};

/** The agent's income. */
export const INCOME: RecordsKind = {
  id: 'agent-income',
  titleKey: 'menu_agent_income',
  source: { endpoint: getAgentIncome, pageSize: RECORDS_PAGE_SIZE, totals: ['amount'] },
  columns: [
    { field: 'time', label: 'col_time', format: 'datetime' },
    { field: 'incomeType', label: 'col_income_type', format: 'code' },
    { field: 'amount', label: 'col_amount', format: 'money' },
    { field: 'status', label: 'col_status', format: 'code' },
  ],
};

/** The agent wallet's money in and out. */
export const ACCOUNT_DETAILS: RecordsKind = {
  id: 'agent-account-details',
  titleKey: 'menu_agent_account_details',
  source: { endpoint: getAgentAccountDetails, pageSize: RECORDS_PAGE_SIZE, totals: ['amount'] },
  columns: [
    { field: 'time', label: 'col_time', format: 'datetime' },
    { field: 'txType', label: 'col_tx_type', format: 'code' },
    { field: 'amount', label: 'col_amount', format: 'money' },
    { field: 'balanceAfter', label: 'col_balance_after', format: 'money' },
  ],
};

/** Red envelopes sent to the downline. */
export const RED_ENVELOPE: RecordsKind = {
  id: 'agent-red-envelope',
  titleKey: 'menu_agent_red_envelope',
  source: { endpoint: getRedEnvelopes, pageSize: RECORDS_PAGE_SIZE, totals: ['amount'], accountFilter: true },
  columns: [
    { field: 'time', label: 'col_time', format: 'datetime' },
    { field: 'account', label: 'col_account', format: 'text' },
    { field: 'amount', label: 'col_amount', format: 'money' },
    { field: 'status', label: 'col_status', format: 'code' },
  ],
};

/** Dividend settlements. */
export const DIVIDEND: RecordsKind = {
  id: 'agent-dividend',
  titleKey: 'menu_agent_dividend',
  source: { endpoint: getDividendRecords, pageSize: RECORDS_PAGE_SIZE, totals: ['betVolume', 'amount'] },
  columns: [
    ...salaryColumns.slice(0, 3),
    { field: 'netLoss', label: 'col_net_loss', format: 'money' },
    ...salaryColumns.slice(3),
  ],
};

/** Daily salary settlements. */
export const DAILY_SALARY: RecordsKind = {
  id: 'agent-daily-salary',
  titleKey: 'menu_agent_daily_salary',
  source: { endpoint: getDailySalaryRecords, pageSize: RECORDS_PAGE_SIZE, totals: ['betVolume', 'amount'] },
  columns: salaryColumns,
};

/** Hourly salary settlements. */
export const HOURLY_SALARY: RecordsKind = {
  id: 'agent-hourly-salary',
  titleKey: 'menu_agent_hourly_salary',
  source: { endpoint: getHourlySalaryRecords, pageSize: RECORDS_PAGE_SIZE, totals: ['betVolume', 'amount'] },
  columns: salaryColumns,
};
