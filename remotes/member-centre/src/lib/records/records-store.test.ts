import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { TEAM_MANAGEMENT } from '../../features/agent/kinds';
import { RECORDS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from './constants';
import { ACCOUNT_RECORD, BET_RECORD } from '../../features/records/kinds';
import { RecordsStore } from './records-store';

const { sandbox, server } = setupSandboxServer();

function storeFor(account: string, kind = BET_RECORD) {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken(account), {
    id: 1,
    account,
    type: account.startsWith('agent') ? 1 : 0,
  });
  return new RecordsStore(fake.shell, kind.source);
}

describe('RecordsStore', () => {
  it('pages the range by the spec page sizes and keeps the range totals', async () => {
    expect(BET_RECORD.source.pageSize).toBe(RECORDS_PAGE_SIZE);
    expect(ACCOUNT_RECORD.source.pageSize).toBe(TRANSACTIONS_PAGE_SIZE);
    const store = storeFor('player01');
    store.range.setLastDays(30);
    await store.search();
    expect(store.load.status).toBe('ready');
    expect(store.rows).toHaveLength(13);
    expect(store.totalElements).toBeGreaterThan(13);
    expect(store.totalPages).toBe(Math.ceil(store.totalElements / 13));
    const total = store.totals.betAmount;

    await store.goTo(2);
    expect(store.page).toBe(2);
    expect(store.totals.betAmount).toBe(total);
    await store.goTo(store.totalPages);
    expect(store.rows.length).toBe(store.totalElements - (store.totalPages - 1) * 13);
    // Out of range: nothing happens.
    await store.goTo(store.totalPages + 1);
    expect(store.page).toBe(store.totalPages);
  });

  it('sums the page subtotal exactly with decimal.js', async () => {
    const store = storeFor('player01');
    store.range.setLastDays(7);
    await store.search();
    const expected = store.rows
      .reduce((sum, row) => sum.plus(String(row.winLoss)), new Decimal(0))
      .toFixed(2);
    expect(store.pageTotals.winLoss).toBe(expected);
    // 0.1 + 0.2 stays 0.30.
    store.rows = [
      { id: 'a', time: 1, betAmount: '0.10', validBet: '0', winLoss: '0' },
      { id: 'b', time: 2, betAmount: '0.20', validBet: '0', winLoss: '0' },
    ];
    expect(store.pageTotals.betAmount).toBe('0.30');
  });

  it('does not send a range that breaks the rules', async () => {
    const store = storeFor('player01');
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.url));
    store.range.setStart('2026-01-01');
    store.range.setEnd('2099-01-01');
    expect(store.range.error).toBe('date_range_future');
    await store.search();
    expect(seen.filter((url) => url.includes('/records/'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('sends the range, page and size as the query', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get('*/wps/member/records/bets', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          success: true,
          value: { content: [], totalElements: 0, page: 1, size: 13, totals: { betAmount: '0.00' } },
          errorCode: null,
          message: null,
        });
      }),
    );
    const store = storeFor('player01');
    await store.search();
    expect(Object.fromEntries(query!.entries())).toEqual({
      startTime: String(store.range.query.startTime),
      endTime: String(store.range.query.endTime),
      page: '1',
      size: '13',
    });
    expect(store.searched).toBe(true);
    expect(store.rows).toEqual([]);
  });

  it('shows a failure and retries it', async () => {
    server.use(
      http.get('*/wps/member/records/bets', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const store = storeFor('player01');
    await store.search();
    expect(store.load.status).toBe('error');
    await store.retry();
    expect(store.load.status).toBe('ready');
  });

  it('filters an agent table by account', async () => {
    const store = storeFor('agent01', TEAM_MANAGEMENT);
    store.range.setLastDays(30);
    store.setAccount('agent01d0');
    await store.search();
    expect(store.rows.length).toBeGreaterThan(0);
    for (const row of store.rows) expect(String(row.account)).toContain('agent01d0');
  });
});
