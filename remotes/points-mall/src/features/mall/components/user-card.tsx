import { RetryCard, Spinner } from '@wl/ui';
import { RefreshIcon, UserIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import { useAreaTranslation } from '../../../i18n';
import { formatPoints } from '../../../lib/points';
import { useRootStore } from '../../../stores/root-store';

/** The member's card: account, VIP label and available points with a refresh. */
export const UserCard = observer(function UserCard() {
  const { mall: store, shell } = useRootStore();
  const { t } = useAreaTranslation();
  const { status, error } = store.balanceLoad;
  const account = shell.session.account ?? '';
  const label = shell.session.member?.clubLabel?.labelName;
  let balance;
  if (status === 'error' && store.availablePoint === null) {
    balance = (
      <RetryCard
        message={error ?? t('common:unknown_error')}
        retryLabel={t('common:retry')}
        onRetry={store.fetchBalance}
      />
    );
  } else if (store.availablePoint === null) {
    balance = <Spinner label={t('common:loading')} />;
  } else {
    balance = (
      <div className="pm-user__points">
        <span className="pm-user__points-value" data-testid="point-balance">
          {formatPoints(store.availablePoint)}
        </span>
        <span className="pm-user__points-unit">{t('points_unit')}</span>
        <button
          type="button"
          className={`pm-user__refresh${status === 'loading' ? ' is-spinning' : ''}`}
          aria-label={t('refresh')}
          title={t('refresh')}
          disabled={status === 'loading'}
          onClick={() => void store.refreshBalance()}
        >
          <RefreshIcon />
        </button>
      </div>
    );
  }
  return (
    <section className="pm-user" aria-label={t('my_points')}>
      <div className="pm-user__avatar" aria-hidden="true">
        {account.slice(0, 1).toUpperCase() || <UserIcon />}
      </div>
      <div className="pm-user__identity">
        <span className="pm-user__account">{account}</span>
        {label && <span className="pm-user__label">{label}</span>}
      </div>
      <div className="pm-user__balance">
        <span className="pm-user__caption">{t('my_points')}</span>
        {balance}
      </div>
    </section>
  );
});
