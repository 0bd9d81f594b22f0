import { defineRemote } from '@wl/shell-contract';
import './styles.css';
import { loadTranslations } from './i18n';
import { AgentContractsRoutes } from './root';

/** The agent-contracts area: the consolidated contract requests at /member/contracts. */
export default defineRemote({
  id: 'agent-contracts',
  routes: AgentContractsRoutes,
  translations: loadTranslations,
});
