import { defineRemote } from '@wl/shell-contract';
import './styles.css';
import { loadTranslations } from './i18n';
import { AgentContractsRoutes } from './root';
import { afterLoginCheck } from './services/after-login-check';
import { ContractRequests } from './widgets/contract-requests';
import { PaymentConfirmation } from './widgets/payment-confirmation';

/**
 * The agent-contracts area: the contract request detail lists at /member/contracts; the payment confirmation and
 * the consolidated contract request modal, which the host opens (PAYMENT_CONFIRMATION, and after login what
 * `afterLoginCheck` answers).
 */
export default defineRemote({
  id: 'agent-contracts',
  routes: AgentContractsRoutes,
  widgets: { PaymentConfirmation, ContractRequests },
  services: { afterLoginCheck },
  translations: loadTranslations,
});
