import type { MemberRecord } from '../data/accounts';
import type { SandboxState } from '../data/state';
import { toDecimal } from '../data/wallet-book';

/** A pushed event whose payload cannot be applied (e.g. a DEPOSIT success without a positive amount). */
export class InvalidEventError extends Error {
  override name = 'InvalidEventError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the backend does before it announces an event: a successful DEPOSIT credits the main wallet, so the site's
 * balance refresh after the event sees the money. Other events change nothing here (areas own their data).
 */
export function applyMemberEvent(
  state: SandboxState,
  merchant: string,
  member: MemberRecord,
  type: string,
  payload: unknown,
): void {
  if (type !== 'DEPOSIT' || !isRecord(payload) || payload.status !== 'success') return;
  const amount = toDecimal(payload.amount);
  if (!amount || !amount.isPositive() || amount.isZero()) {
    throw new InvalidEventError('a successful DEPOSIT needs a positive payload.amount');
  }
  state.wallets.adjust(merchant, member.id, amount.toFixed());
}
