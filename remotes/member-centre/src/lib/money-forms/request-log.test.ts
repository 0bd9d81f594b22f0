import type { MoneyRequest } from '../../api/money-request';
import { RECENT_REQUESTS_SHOWN } from './constants';
import { MoneyRequestLog } from './request-log';

const request = (requestId: string, amount = '10.00'): MoneyRequest => ({
  requestId,
  amount,
  methodCode: null,
  status: 'PENDING',
  remarks: null,
  createdAt: 0,
});

describe('MoneyRequestLog', () => {
  it('puts an accepted request first, once, and lists only the most recent', () => {
    const log = new MoneyRequestLog('deposit');
    log.requests = Array.from({ length: RECENT_REQUESTS_SHOWN }, (_, i) => request(`D${i}`));
    log.add(request('D3', '99.00'));
    expect(log.requests).toHaveLength(RECENT_REQUESTS_SHOWN);
    expect(log.requests[0]).toMatchObject({ requestId: 'D3', amount: '99.00' });
    log.add(request('NEW'));
    expect(log.recent).toHaveLength(RECENT_REQUESTS_SHOWN);
    expect(log.recent[0]!.requestId).toBe('NEW');
  });

  it('settles a request by the realtime event and keeps the result; other payloads change nothing', () => {
    const log = new MoneyRequestLog('withdraw');
    log.add(request('W1', '100.00'));
    log.add(request('W2', '50.00'));
    expect(log.settle({ status: 'queued' })).toBeNull();
    expect(log.pending).toHaveLength(2);
    expect(log.settle({ status: 'reject', requestId: 'W1', remarks: 'Bank closed' })).toMatchObject({
      kind: 'withdraw',
      status: 'reject',
    });
    expect(log.result).toMatchObject({ remarks: 'Bank closed' });
    expect(log.pending.map((r) => r.requestId)).toEqual(['W2']);
  });
});
