import { EmptyState, LoadView } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { RECORD_TIME_FORMAT } from '../../../lib/records/constants';
import { QR_MARGIN, QR_SIZE } from '../constants';
import { InviteStore } from '../stores/invite-store';
import '../../../ui/member-records.css';

/** Invite friends (referral): the member's code, link and QR code, and the friends who joined with it. */
export default observer(function InviteFriendsPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new InviteStore(shell, window.location.origin));
  useEffect(() => {
    void store.fetch();
    return () => store.dispose();
  }, [store]);
  const referral = store.referral;
  return (
    <section className="mc-page" data-testid="page-invite-friends">
      <h1 className="mc-page-title">{t('menu_invite_friends')}</h1>
      <LoadView load={store.load} onRetry={() => void store.fetch()} explainFailure>
        {referral && (
          <>
            <div className="wl-card mc-card mc-invite">
              <div className="mc-invite__text">
                <p>
                  {t('invite_code')}: <strong data-testid="invite-code">{referral.referralCode}</strong>
                </p>
                <label className="mc-form__field">
                  <span>{t('invite_link')}</span>
                  <input className="wl-input" readOnly value={store.link ?? ''} data-testid="invite-link" />
                </label>
                <button type="button" className="wl-button" onClick={() => void store.copy()}>
                  {t('invite_copy')}
                </button>
                {store.copied && (
                  <span className="mc-form__ok" role="status">
                    {t('invite_copied')}
                  </span>
                )}
                <p className="mc-claim__meta">
                  {t('invite_summary', {
                    count: referral.invitedCount,
                    amount: formatMoney(referral.rewardTotal),
                  })}
                </p>
              </div>
              {store.qrDataUrl ? (
                <img
                  className="mc-invite__qr"
                  src={store.qrDataUrl}
                  width={QR_SIZE}
                  height={QR_SIZE}
                  style={{ padding: QR_MARGIN }}
                  alt={t('invite_qr')}
                  data-testid="invite-qr"
                />
              ) : store.qrFailed ? (
                <p className="mc-form__error">{t('invite_qr_failed')}</p>
              ) : null}
            </div>
            <h2 className="mc-card__title">{t('invite_friends_list')}</h2>
            {referral.friends.length === 0 ? (
              <EmptyState>{t('common:no_data')}</EmptyState>
            ) : (
              <table className="mc-table" data-testid="invite-friends">
                <thead>
                  <tr>
                    <th scope="col">{t('col_account')}</th>
                    <th scope="col">{t('col_register_time')}</th>
                    <th scope="col">{t('col_status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {referral.friends.map((friend) => (
                    <tr key={friend.account}>
                      <td>{friend.account}</td>
                      <td>{dayjs(friend.registerTime).format(RECORD_TIME_FORMAT)}</td>
                      <td>{t(`code_${friend.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </LoadView>
    </section>
  );
});
