import { defineRemote } from '@wl/shell-contract';
import './styles.css';
import { loadTranslations } from './i18n';
import { AgentContractsRoutes } from './root';
import { PaymentConfirmation } from './widgets/payment-confirmation';

/**
 * The agent-contracts area: the consolidated contract requests at /member/contracts, and the payment confirmation
 * widget the host opens on PAYMENT_CONFIRMATION.
 */
export default defineRemote({
  id: 'agent-contracts',
  routes: AgentContractsRoutes,
  widgets: { PaymentConfirmation },
  translations: loadTranslations,
});
