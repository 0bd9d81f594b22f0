import { DAY_MS, seedRecords } from './points-mall-ledger';

/** Local midnight of a day, the way the site's "today" range starts. */
const midnight = (year: number, month: number, day: number) => new Date(year, month, day).getTime();

describe('seeded redemption records', () => {
  it('keeps today’s record in today when seeded in the first minute of the day, and never in the future', () => {
    const start = midnight(2026, 10, 28);
    for (const now of [start + 5_000, start + 59_999, start + 60_000, start + 12 * 3_600_000]) {
      const [todays] = seedRecords(now);
      expect(todays!.dateRequested).toBeGreaterThanOrEqual(start);
      expect(todays!.dateRequested).toBeLessThanOrEqual(now);
    }
  });

  it('puts the others every 2 days back from today’s, and one 45 days back', () => {
    const now = midnight(2026, 10, 28) + 30_000;
    const records = seedRecords(now);
    const today = records[0]!.dateRequested;
    expect(records.slice(1, 16).map((record) => (today - record.dateRequested) / DAY_MS)).toEqual(
      Array.from({ length: 15 }, (_, i) => (i + 1) * 2),
    );
    expect((today - records[16]!.dateRequested) / DAY_MS).toBe(45);
  });
});
