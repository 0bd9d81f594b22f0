import { PagedRangeList, type RangePage } from './paged-range-list';

// 2026-03-15 10:30 local time.
const NOW = new Date(2026, 2, 15, 10, 30).getTime();

interface Criteria {
  startTime: number;
  endTime: number;
  status: string;
}

/** A list over a fake server that records what it was asked and answers each read when the test says so. */
function list(status = { value: 'all' }) {
  const reads: { criteria: Criteria; page: number }[] = [];
  let failures = 0;
  const answer = (page: number): Promise<RangePage<string>> =>
    failures-- > 0
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ content: [`row of page ${page}`], totalPages: 3 });
  const store = new PagedRangeList<string, Criteria>({
    now: () => NOW,
    criteria: (range) => ({ ...range, status: status.value }),
    read: (criteria, page) => {
      reads.push({ criteria, page });
      return answer(page);
    },
  });
  return { store, reads, status, failNext: () => (failures = 1) };
}

describe('PagedRangeList', () => {
  it('searches the range and the filters from page 1', async () => {
    const { store, reads } = list();
    await store.search();
    expect(reads).toEqual([
      {
        criteria: {
          startTime: new Date(2026, 2, 15).getTime(),
          endTime: new Date(2026, 2, 15).getTime() + 86_399_000,
          status: 'all',
        },
        page: 1,
      },
    ]);
    expect(store.rows).toEqual(['row of page 1']);
    expect(store.totalPages).toBe(3);
    expect(store.load.status).toBe('ready');
  });

  it('pages with the criteria of the last search, not with a range or filter edited since', async () => {
    const { store, reads, status } = list();
    await store.search();
    store.range.setStart('2026-03-01');
    status.value = 'P';
    await store.goTo(2);
    expect(reads[1]).toEqual({ criteria: reads[0]!.criteria, page: 2 });
    expect(store.page).toBe(2);
    expect(store.rows).toEqual(['row of page 2']);
    await store.search();
    expect(reads[2]!.criteria).toMatchObject({ startTime: new Date(2026, 2, 1).getTime(), status: 'P' });
    expect(store.page).toBe(1);
  });

  it('sends nothing while the range is refused', async () => {
    const { store, reads } = list();
    store.range.setEnd('2026-03-16');
    expect(store.range.error).toBe('date_range_future');
    await store.search();
    expect(reads).toHaveLength(0);
  });

  it('keeps the page shown when a read fails, and retries that read', async () => {
    const { store, reads, failNext } = list();
    await store.search();
    failNext();
    await store.goTo(3);
    expect(store.load.status).toBe('error');
    expect(store.page).toBe(1);
    expect(store.rows).toEqual(['row of page 1']);
    await store.retry();
    expect(reads.map((r) => r.page)).toEqual([1, 3, 3]);
    expect(store.page).toBe(3);
  });

  it('a first page request without a search is a search', async () => {
    const { store, reads } = list();
    await store.goTo(2);
    expect(reads.map((r) => r.page)).toEqual([1]);
  });
});
