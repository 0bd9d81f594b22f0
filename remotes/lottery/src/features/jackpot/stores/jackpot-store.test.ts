import { createFakeShell } from '@wl/shell-contract/testing';
import { setupSandboxServer } from '@wl/sandbox/testing';
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { JACKPOT_GROWTH_PER_SECOND, JACKPOT_RANDOM_START_LIMIT } from '../constants';
import { jackpotAt, JackpotStore, randomJackpotStart } from './jackpot-store';

const { server } = setupSandboxServer();

describe('the jackpot', () => {
  it('posts merchant_code and THB and starts from the amount the server has', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/lgw/jackpot') body = await request.clone().json();
    });
    const fake = createFakeShell();
    const store = new JackpotStore(fake.shell);
    await store.fetch();
    server.events.removeAllListeners();
    expect(body).toEqual({ merchant_code: 'demo', currency: 'THB' });
    expect(store.randomStart).toBe(false);
    expect(store.text).toBe('23,456,789.12');
    expect(store.currency).toBe('THB');
  });

  it('counts up smoothly with exact cents', () => {
    const start = new Decimal('100.00');
    expect(jackpotAt(start, 0).toFixed(2)).toBe('100.00');
    expect(jackpotAt(start, 1000).toFixed(2)).toBe(
      new Decimal(100).plus(JACKPOT_GROWTH_PER_SECOND).toFixed(2),
    );
    // One 60 Hz frame later it has moved, and it never goes back.
    expect(jackpotAt(start, 17).greaterThan(start)).toBe(true);
    let previous = start;
    for (let ms = 0; ms <= 5000; ms += 16) {
      const now = jackpotAt(start, ms);
      expect(now.greaterThanOrEqualTo(previous)).toBe(true);
      expect(now.decimalPlaces()).toBeLessThanOrEqual(2);
      previous = now;
    }
  });

  it('starts at a random amount under 1e8 when the merchant has none', async () => {
    server.use(
      http.post('*/lgw/jackpot', () =>
        HttpResponse.json({ success: true, value: { amount: null, currency: 'THB' } }),
      ),
    );
    const fake = createFakeShell();
    const store = new JackpotStore(fake.shell);
    await store.fetch();
    expect(store.randomStart).toBe(true);
    expect(store.start!.lessThan(JACKPOT_RANDOM_START_LIMIT)).toBe(true);
    store.setElapsed(2000);
    expect(store.amount!.greaterThan(store.start!)).toBe(true);
  });

  it('random starts are under 1e8 with two decimals, and spread', () => {
    const starts = Array.from({ length: 500 }, () => randomJackpotStart());
    for (const start of starts) {
      expect(start.lessThan(1e8)).toBe(true);
      expect(start.isNegative()).toBe(false);
      expect(start.decimalPlaces()).toBeLessThanOrEqual(2);
    }
    expect(new Set(starts.map(String)).size).toBeGreaterThan(490);
    // The largest possible start is 99,999,999.99.
    const max: (buffer: Uint32Array) => Uint32Array = (buffer) => {
      buffer[0] = 2 ** 32 - (2 ** 32 % 1e8) - 1;
      return buffer;
    };
    expect(randomJackpotStart(max).toFixed(2)).toBe('99999999.99');
  });

  it('shows the retry card state on a failure, and the retry loads it', async () => {
    server.use(http.post('*/lgw/jackpot', () => new HttpResponse(null, { status: 500 }), { once: true }));
    const store = new JackpotStore(createFakeShell().shell);
    await store.fetch();
    expect(store.load.status).toBe('error');
    await store.fetch();
    expect(store.load.status).toBe('ready');
  });
});
