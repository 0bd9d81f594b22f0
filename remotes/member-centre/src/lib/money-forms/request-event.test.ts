import type { MoneyRequest } from '../../api/money-request';
import { applyRequestEvent } from './request-event';

const request = (requestId: string, amount: string): MoneyRequest => ({
  requestId,
  amount,
  methodCode: null,
  status: 'PENDING',
  remarks: null,
  createdAt: 0,
});

describe('applyRequestEvent', () => {
  it('settles the request named by requestId, with the remarks', () => {
    const list = [request('W2', '100.00'), request('W1', '100.00')];
    const result = applyRequestEvent(
      list,
      { status: 'reject', requestId: 'W1', remarks: 'Bank closed' },
      'withdraw',
    );
    expect(result).toMatchObject({ status: 'reject', remarks: 'Bank closed' });
    expect(list.map((r) => r.status)).toEqual(['PENDING', 'REJECT']);
    expect(list[1]!.remarks).toBe('Bank closed');
  });

  it('without a requestId settles the oldest pending request of that amount', () => {
    const list = [request('D3', '50.00'), request('D2', '20.00'), request('D1', '50.00')];
    applyRequestEvent(list, { status: 'success', amount: '50.00' }, 'deposit');
    expect(list.map((r) => r.status)).toEqual(['PENDING', 'PENDING', 'SUCCESS']);
  });

  it('ignores a payload that is not a result', () => {
    const list = [request('D1', '50.00')];
    expect(applyRequestEvent(list, { status: 'weird' }, 'deposit')).toBeNull();
    expect(list[0]!.status).toBe('PENDING');
  });
});
