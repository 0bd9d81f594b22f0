import type { ShellServices } from '@wl/shell-contract';
import { PagedRangeList } from '@wl/ui/date-range';
import { EXCLUDED_TX_TYPE_IDS, POINTS_ACCOUNT_TYPE_ID, TRANSACTIONS_PAGE_SIZE } from '../../../constants';
import { transactionsEndpoint, type PointsTransaction, type TransactionsQuery } from '../api/transactions';

/** Details tab 1's list: the points transactions by date range. */
export type TransactionsList = PagedRangeList<PointsTransaction, Omit<TransactionsQuery, 'page'>>;

/** Details tab 1 (spec §2, §7): the points account's transactions (type 9203 left out) by date range, 12 a page. */
export function transactionsList(shell: ShellServices, now?: () => number): TransactionsList {
  return new PagedRangeList({
    now,
    criteria: ({ startTime, endTime }) => ({
      // The member's own account: the same read serves an agent's downline elsewhere.
      subordinateName: shell.session.account ?? '',
      startTime,
      endTime,
      accountTypeId: POINTS_ACCOUNT_TYPE_ID,
      excludeTxTypeIds: EXCLUDED_TX_TYPE_IDS,
      size: TRANSACTIONS_PAGE_SIZE,
    }),
    read: (criteria, page) => shell.api.call(transactionsEndpoint, { params: { ...criteria, page } }),
  });
}
