import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { AccountCard } from './account-card';
import { AccountEvents } from './account-events';
import { VipCard } from './vip-card';
import { WalletCard } from './wallet-card';

/** The member centre's index (/member): account, VIP progress, wallets and recent account events. */
export const OverviewPage = observer(function OverviewPage() {
  const { shell, vipProgress } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const token = shell.session.token;

  // VIP progress belongs to the member: reload it when the session changes.
  useEffect(() => {
    if (token) void vipProgress.load();
  }, [vipProgress, token]);

  return (
    <div className="mc-overview" data-testid="member-overview">
      <h1 className="mc-page-title">{t('overview_title')}</h1>
      <div className="mc-overview__grid">
        <AccountCard shell={shell} />
        <VipCard />
        <WalletCard />
        <AccountEvents />
      </div>
    </div>
  );
});
