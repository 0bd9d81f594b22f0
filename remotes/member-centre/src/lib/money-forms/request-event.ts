import type { RealtimePayload } from '@wl/event-bus';
import type { MoneyRequest, MoneyRequestStatus } from '../../api/money-request';

/** The outcome of a DEPOSIT or WITHDRAW event, as the page shows it. */
export interface RequestResult {
  kind: 'deposit' | 'withdraw';
  /** success, fail (deposit) or reject (withdrawal). */
  status: 'success' | 'fail' | 'reject';
  amount: string | null;
  remarks: string | null;
  requestId: string | null;
}

const STATUS_OF: Record<RequestResult['status'], MoneyRequestStatus> = {
  success: 'SUCCESS',
  fail: 'FAIL',
  reject: 'REJECT',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/**
 * Apply a DEPOSIT / WITHDRAW payload (`{ status, amount?, remarks?, requestId? }`, docs/endpoints.md) to the listed
 * requests: the one with that requestId (else the oldest pending one of that amount) takes the new status and the
 * remarks. Answers the result to show, or null for a payload that is not a result.
 */
export function applyRequestEvent(
  requests: MoneyRequest[],
  payload: RealtimePayload,
  kind: RequestResult['kind'],
): RequestResult | null {
  const status = payload.status;
  if (status !== 'success' && status !== 'fail' && status !== 'reject') return null;
  const result: RequestResult = {
    kind,
    status,
    amount: text(payload.amount),
    remarks: text(payload.remarks),
    requestId: text(payload.requestId),
  };
  const pending = requests.filter((r) => r.status === 'PENDING');
  const match =
    (result.requestId && requests.find((r) => r.requestId === result.requestId)) ||
    pending.reverse().find((r) => result.amount !== null && r.amount === result.amount);
  if (match) {
    match.status = STATUS_OF[status];
    match.remarks = result.remarks;
  }
  return result;
}
