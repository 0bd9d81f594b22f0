import type { ShellServices } from '@wl/shell-contract';
import { getConsolidatedContracts } from '../features/contract-requests/api/consolidated-contracts';
import { ContractRequestsStore } from '../features/contract-requests/stores/contract-requests-store';
import { getPaymentConfirmations } from '../features/payment-confirmation/api/payment-confirmations';

/** The area's popup widgets the host may open after login, in the order they show. */
export const AFTER_LOGIN_WIDGETS = {
  paymentConfirmation: 'PaymentConfirmation',
  contractRequests: 'ContractRequests',
} as const;

/**
 * The after-login check (spec/products.md §4, spec/shell.md §6: for isAgent 0, 1, 2): which of the area's popups
 * have work waiting: the payment confirmation when payments wait, then the consolidated contract request modal when
 * requests wait. The host calls it on `agent-contracts.paymentConfirmationCheck` and opens what it answers, so a
 * member with nothing waiting never sees an empty dialog. A failed read opens nothing (the member is not blocked).
 */
export async function afterLoginCheck(shell: ShellServices): Promise<string[]> {
  const [payments, contracts] = await Promise.allSettled([
    shell.api.call(getPaymentConfirmations),
    shell.api.call(getConsolidatedContracts),
  ]);
  const open: string[] = [];
  if (payments.status === 'fulfilled' && payments.value.length > 0)
    open.push(AFTER_LOGIN_WIDGETS.paymentConfirmation);
  if (contracts.status === 'fulfilled' && ContractRequestsStore.hasWaiting(contracts.value))
    open.push(AFTER_LOGIN_WIDGETS.contractRequests);
  return open;
}
