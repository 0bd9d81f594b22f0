import type { ShellServices } from '@wl/shell-contract';
import { Spinner } from '@wl/ui';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { VipLabel } from './vip-label';

/** Account, nickname, VIP label and last login, read from the host's session. */
export const AccountCard = observer(function AccountCard({ shell }: { shell: ShellServices }) {
  const { t } = useTranslation(NAMESPACE);
  const member = shell.session.member;
  if (!member) {
    return (
      <section className="mc-card mc-account">
        <Spinner label={t('common:loading')} />
      </section>
    );
  }
  const lastLogin = member.lastLogin && dayjs(member.lastLogin).isValid() ? dayjs(member.lastLogin) : null;
  return (
    <section className="mc-card mc-account" aria-labelledby="mc-account-title">
      <div className="mc-account__avatar" aria-hidden="true">
        {(member.nickname || member.account).slice(0, 1).toUpperCase()}
      </div>
      <div className="mc-account__body">
        <h2 id="mc-account-title" className="mc-account__name">
          {member.nickname || member.account}
        </h2>
        <dl className="mc-facts">
          <div>
            <dt>{t('account')}</dt>
            <dd data-testid="member-account">{member.account}</dd>
          </div>
          <div>
            <dt>{t('nickname')}</dt>
            <dd data-testid="member-nickname">{member.nickname || '—'}</dd>
          </div>
          <div>
            <dt>{t('vip_label')}</dt>
            <dd>
              <VipLabel label={member.clubLabel ?? null} />
            </dd>
          </div>
          {member.lastLogin && (
            <div>
              <dt>{t('last_login')}</dt>
              <dd>{lastLogin ? lastLogin.format('YYYY-MM-DD HH:mm:ss') : member.lastLogin}</dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
});
