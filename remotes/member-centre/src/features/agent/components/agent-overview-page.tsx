import { LoadView } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { REGISTER_PATH } from '../constants';
import { AgentOverviewStore } from '../stores/agent-overview-store';
import '../../../ui/member-records.css';

/** The agent centre's overview: team size, the team's money of the last 30 days and the agent's invitation link. */
export default observer(function AgentOverviewPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new AgentOverviewStore(shell));
  useEffect(() => void store.fetch(), [store]);
  const o = store.overview;
  const link = o
    ? `${window.location.origin}${REGISTER_PATH}?affiliateCode=${encodeURIComponent(o.affiliateCode)}`
    : '';
  return (
    <section className="mc-page" data-testid="page-agent-overview">
      <h1 className="mc-page-title">{t('menu_agent_overview')}</h1>
      <LoadView load={store.load} onRetry={() => void store.fetch()} explainFailure>
        {o && (
          <>
            <dl className="mc-stats" data-testid="agent-overview-stats">
              <div data-testid="stat-team-size">
                <dt>{t('agent_team_size')}</dt>
                <dd>{o.teamSize}</dd>
              </div>
              <div>
                <dt>{t('agent_direct_members')}</dt>
                <dd>{o.directMembers}</dd>
              </div>
              <div>
                <dt>{t('agent_direct_agents')}</dt>
                <dd>{o.directAgents}</dd>
              </div>
              <div>
                <dt>{t('agent_new_today')}</dt>
                <dd>{o.newMembersToday}</dd>
              </div>
              <div>
                <dt>{t('agent_team_balance')}</dt>
                <dd>{formatMoney(o.teamBalance)}</dd>
              </div>
              <div>
                <dt>{t('agent_team_bet_30d')}</dt>
                <dd>{formatMoney(o.teamBet30d)}</dd>
              </div>
              <div>
                <dt>{t('agent_team_profit_30d')}</dt>
                <dd>{formatMoney(o.teamProfit30d)}</dd>
              </div>
              <div>
                <dt>{t('agent_income_30d')}</dt>
                <dd>{formatMoney(o.income30d)}</dd>
              </div>
            </dl>
            <div className="wl-card mc-card">
              <h2 className="mc-card__title">{t('agent_invite_link')}</h2>
              <p>
                {t('agent_affiliate_code')}:{' '}
                <strong data-testid="agent-affiliate-code">{o.affiliateCode}</strong>
              </p>
              <input
                className="wl-input"
                readOnly
                value={link}
                aria-label={t('agent_invite_link')}
                data-testid="agent-invite-link"
              />
            </div>
          </>
        )}
      </LoadView>
    </section>
  );
});
