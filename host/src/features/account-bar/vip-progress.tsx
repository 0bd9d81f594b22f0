import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountBarStore } from './account-bar-store';
import { VIP_BENEFIT_PATH } from './constants';

/** A label colour usable in CSS (hex only: the colour comes from the server). */
const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * VIP progress (only with a token and VIP status, spec/shell.md §6): the rank name in its colour, a progress bar and,
 * for a label of type AUTO, the VIP benefit link.
 */
export const VipProgress = observer(function VipProgress({
  store,
  linked,
}: {
  store: AccountBarStore;
  linked: boolean;
}) {
  const { t } = useTranslation('host');
  const label = store.vipLabel;
  const percent = store.vipPercent;
  if (!label || percent === null) return null;
  const colour = label.color && HEX_COLOUR.test(label.color) ? label.color : undefined;
  return (
    <span className="host-account__vip" data-testid="account-vip">
      <span className="host-account__rank" style={{ color: colour }} data-testid="account-vip-rank">
        {label.labelName}
      </span>
      <span
        className="host-account__progress"
        role="progressbar"
        aria-label={t('account_vip_progress', { rank: label.labelName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="account-vip-progress"
      >
        <span style={{ width: `${percent}%`, background: colour }} />
      </span>
      {store.showsVipBenefit && linked && (
        <Link to={VIP_BENEFIT_PATH} className="host-account__benefit" data-testid="account-vip-benefit">
          {t('account_vip_benefit')}
        </Link>
      )}
    </span>
  );
});
