import { ModalFrame } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralStore } from './referral-store';
import './referral.css';

/** What a visitor gets from inviting friends, step by step (message keys, namespace host). */
const STEPS = [
  'referral_overview_step_share',
  'referral_overview_step_join',
  'referral_overview_step_reward',
] as const;

/**
 * The friend overview overlay for visitors (spec/shell.md §2 "referral overlay", §4): what inviting friends brings,
 * with Register and Login, which open the access modals in its place.
 */
export const FriendOverview = observer(function FriendOverview({ store }: { store: ReferralStore }) {
  const { t } = useTranslation('host');
  const introId = useId();
  return (
    <ModalFrame
      label={t('referral_overview_title')}
      onClose={() => store.closeOverview()}
      className="host-friend-overview"
      testId="friend-overview"
    >
      <h2 className="wl-dialog__title">{t('referral_overview_title')}</h2>
      <p id={introId}>{t('referral_overview_intro')}</p>
      <ol className="host-friend-overview__steps" aria-describedby={introId}>
        {STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <div className="wl-dialog__actions">
        <button
          type="button"
          className="wl-button"
          onClick={() => store.openAccess('register')}
          data-testid="friend-overview-register"
        >
          {t('referral_overview_register')}
        </button>
        <button
          type="button"
          className="wl-button wl-button--ghost"
          onClick={() => store.openAccess('login')}
          data-testid="friend-overview-login"
        >
          {t('referral_overview_login')}
        </button>
        <button type="button" className="wl-button wl-button--ghost" onClick={() => store.closeOverview()}>
          {t('common:close')}
        </button>
      </div>
    </ModalFrame>
  );
});

export default FriendOverview;
