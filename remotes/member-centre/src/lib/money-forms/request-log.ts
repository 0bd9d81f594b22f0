import type { RealtimePayload } from '@wl/event-bus';
import { makeAutoObservable } from 'mobx';
import type { MoneyRequest } from '../../api/money-request';
import { RECENT_REQUESTS_SHOWN } from './constants';
import { applyRequestEvent, type RequestResult } from './request-event';

/**
 * The member's deposit or withdrawal requests as the money pages list them: newest first, the pending ones, and the
 * last realtime result (DEPOSIT / WITHDRAW) that settled one of them. Shared by the deposit and withdrawal stores.
 */
export class MoneyRequestLog {
  requests: MoneyRequest[] = [];
  /** The last realtime result (success, fail or reject) of one of these requests. */
  result: RequestResult | null = null;

  constructor(private readonly kind: RequestResult['kind']) {
    makeAutoObservable<MoneyRequestLog, 'kind'>(this, { kind: false });
  }

  /** The requests still waiting for a result. */
  get pending(): MoneyRequest[] {
    return this.requests.filter((r) => r.status === 'PENDING');
  }

  /** The newest requests first, as many as the page lists. */
  get recent(): MoneyRequest[] {
    return this.requests.slice(0, RECENT_REQUESTS_SHOWN);
  }

  /** A request the server just accepted goes first (replacing an older copy of it). */
  add(request: MoneyRequest): void {
    this.requests = [request, ...this.requests.filter((r) => r.requestId !== request.requestId)];
  }

  /** A realtime event: settle the matching request and keep the result to show; answers it (null: not a result). */
  settle(payload: RealtimePayload): RequestResult | null {
    this.result = applyRequestEvent(this.requests, payload, this.kind);
    return this.result;
  }
}
