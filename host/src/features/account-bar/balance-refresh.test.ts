import type { ApiClient } from '@wl/api-client';
import { createEventBus } from '@wl/event-bus';
import { when } from 'mobx';
import {
  BALANCE_REFRESH_DELAY_MS,
  BALANCE_REFRESH_THROTTLE_MS,
  SessionStore,
} from '../../stores/session-store';
import { SafeStorage } from '../../stores/storage';

const WALLETS = { sumBalance: '12634.17', currencySymbol: '¥', currency: 'CNY', balance: [] };
const FUNDS = { sumBalance: '12634.17', currencySymbol: '¥', currency: 'CNY', currencyPosition: 'F' };

/** A session of member `type` on a fake API that counts calls per endpoint id; `fail` makes an endpoint reject. */
function sessionOf(type: number, fail: string[] = []) {
  const calls: string[] = [];
  const api = {
    call: async (endpoint: { id: string }) => {
      calls.push(endpoint.id);
      if (fail.includes(endpoint.id)) throw new Error(`${endpoint.id} failed`);
      if (endpoint.id === 'host.memberInfo') return { id: 1, account: 'm', type };
      return endpoint.id === 'host.balance' ? WALLETS : FUNDS;
    },
  } as unknown as ApiClient;
  const session = new SessionStore(
    api,
    createEventBus(),
    'demo',
    'device',
    new SafeStorage(localStorage),
    () => Date.now(),
  );
  session.acceptToken('token', 'm');
  return { session, calls };
}

const count = (calls: string[], id: string) => calls.filter((c) => c === id).length;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('balance refresh (spec/shell.md §9: after 500 ms, at most once per 1 s)', () => {
  it('loads the consolidated funds with the wallets after a login', async () => {
    const { session, calls } = sessionOf(0);
    await session.completeLogin();
    expect(calls).toEqual(['host.memberInfo', 'host.balance', 'host.consolidatedFunds']);
    expect(session.funds).toEqual(FUNDS);
    expect(session.balance).toEqual(WALLETS);
    session.dispose();
  });

  it('a request waits 500 ms and is busy until it has loaded; repeated requests while busy do nothing', async () => {
    const { session, calls } = sessionOf(0);
    await session.completeLogin();
    jest.advanceTimersByTime(BALANCE_REFRESH_THROTTLE_MS);
    calls.length = 0;
    session.scheduleBalanceRefresh();
    session.scheduleBalanceRefresh();
    expect(session.balanceRefreshing).toBe(true);
    await jest.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS - 1);
    expect(calls).toEqual([]);
    session.scheduleBalanceRefresh();
    await jest.advanceTimersByTimeAsync(1);
    expect(count(calls, 'host.consolidatedFunds')).toBe(1);
    expect(count(calls, 'host.balance')).toBe(1);
    expect(session.balanceRefreshing).toBe(false);
    session.dispose();
  });

  it('a request right after a load waits out the 1 s throttle', async () => {
    const { session, calls } = sessionOf(0);
    await session.completeLogin();
    calls.length = 0;
    session.scheduleBalanceRefresh();
    await jest.advanceTimersByTimeAsync(BALANCE_REFRESH_THROTTLE_MS - 1);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(count(calls, 'host.consolidatedFunds')).toBe(1);
    session.dispose();
  });

  it('a failed call keeps the last figures and says why', async () => {
    const { session } = sessionOf(0, ['host.consolidatedFunds']);
    await session.completeLogin();
    expect(session.balance).toEqual(WALLETS);
    expect(session.funds).toBeNull();
    expect(session.balanceError).toBe('host.consolidatedFunds failed');
    session.dispose();
  });

  it.each([4, 40, 41, 42])('isAgent %i loads no balance and schedules nothing', async (type) => {
    const { session, calls } = sessionOf(type);
    await session.completeLogin();
    session.scheduleBalanceRefresh();
    expect(session.balanceRefreshing).toBe(false);
    await jest.advanceTimersByTimeAsync(2 * BALANCE_REFRESH_THROTTLE_MS);
    expect(calls).toEqual(['host.memberInfo']);
    expect(session.loadsBalance).toBe(false);
    session.dispose();
  });

  it('logging out forgets the funds', async () => {
    const { session } = sessionOf(0);
    await session.completeLogin();
    session.clear();
    expect(session.funds).toBeNull();
    expect(session.loadsBalance).toBe(false);
  });
});

describe('a refresh answered after the session ended', () => {
  it('is dropped', async () => {
    jest.useRealTimers();
    const pending: ((value: unknown) => void)[] = [];
    const api = {
      call: (endpoint: { id: string }) =>
        endpoint.id === 'host.memberInfo'
          ? Promise.resolve({ id: 1, account: 'm', type: 0 })
          : new Promise((resolve) => pending.push(resolve)),
    } as unknown as ApiClient;
    const session = new SessionStore(api, createEventBus(), 'demo', 'device', new SafeStorage(localStorage));
    session.acceptToken('token', 'm');
    const login = session.completeLogin();
    await when(() => session.balanceRefreshing);
    session.clear();
    pending[0]!(WALLETS);
    pending[1]!(FUNDS);
    await login;
    expect(session.balance).toBeNull();
    expect(session.funds).toBeNull();
    expect(session.balanceRefreshing).toBe(false);
  });
});
