import { getAccountRecords } from './api/account-records';
import { getBetRecords } from './api/bet-records';
import { getBonusRecords } from './api/bonus-records';
import { getProfitLoss } from './api/profit-loss';
import { RECORDS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from '../../lib/records/constants';
import type { RecordsKind } from '../../lib/records/records-kind';

/** Bet record: every bet with its game, stake, valid bet and win/loss. */
export const BET_RECORD: RecordsKind = {
  id: 'bet-record',
  titleKey: 'menu_bet_record',
  source: {
    endpoint: getBetRecords,
    pageSize: RECORDS_PAGE_SIZE,
    totals: ['betAmount', 'validBet', 'winLoss'],
  },
  columns: [
    { field: 'time', label: 'col_bet_time', format: 'datetime' },
    { field: 'gameType', label: 'col_game_type', format: 'code' },
    { field: 'vendor', label: 'col_vendor', format: 'text' },
    { field: 'gameName', label: 'col_game_name', format: 'text' },
    { field: 'betAmount', label: 'col_bet_amount', format: 'money' },
    { field: 'validBet', label: 'col_valid_bet', format: 'money' },
    { field: 'winLoss', label: 'col_win_loss', format: 'money' },
  ],
};

/** Account record: money in and out (spec/products.md §9: transactions page size 12). */
export const ACCOUNT_RECORD: RecordsKind = {
  id: 'account-record',
  titleKey: 'menu_account_record',
  source: { endpoint: getAccountRecords, pageSize: TRANSACTIONS_PAGE_SIZE, totals: ['amount'] },
  columns: [
    { field: 'time', label: 'col_time', format: 'datetime' },
    { field: 'txType', label: 'col_tx_type', format: 'code' },
    { field: 'amount', label: 'col_amount', format: 'money' },
    { field: 'balanceAfter', label: 'col_balance_after', format: 'money' },
    { field: 'remark', label: 'col_remark', format: 'text' },
  ],
};

/** Personal profit and loss: one row a day. */
export const PERSONAL_LOSS: RecordsKind = {
  id: 'personal-loss',
  titleKey: 'menu_personal_loss',
  source: {
    endpoint: getProfitLoss,
    pageSize: RECORDS_PAGE_SIZE,
    totals: ['betAmount', 'validBet', 'winLoss', 'bonus', 'rebate', 'profit'],
  },
  columns: [
    { field: 'time', label: 'col_date', format: 'date' },
    { field: 'betAmount', label: 'col_bet_amount', format: 'money' },
    { field: 'validBet', label: 'col_valid_bet', format: 'money' },
    { field: 'winLoss', label: 'col_win_loss', format: 'money' },
    { field: 'bonus', label: 'col_bonus', format: 'money' },
    { field: 'rebate', label: 'col_rebate', format: 'money' },
    { field: 'profit', label: 'col_profit', format: 'money' },
  ],
};

/** Bonus details: bonuses paid (promotions, rebates, missions, rewards). */
export const BONUS_DETAILS: RecordsKind = {
  id: 'bonus-details',
  titleKey: 'menu_bonus_details',
  source: { endpoint: getBonusRecords, pageSize: RECORDS_PAGE_SIZE, totals: ['amount'] },
  columns: [
    { field: 'time', label: 'col_time', format: 'datetime' },
    { field: 'bonusType', label: 'col_bonus_type', format: 'code' },
    { field: 'title', label: 'col_title', format: 'text' },
    { field: 'amount', label: 'col_amount', format: 'money' },
    { field: 'status', label: 'col_status', format: 'code' },
  ],
};
