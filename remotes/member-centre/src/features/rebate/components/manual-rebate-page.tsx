import { LoadView } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { ClaimOutcome } from '../../../ui/claims/claim-list';
import { RebateStore } from '../stores/rebate-store';
import '../../../ui/member-records.css';

/** Manual rebate: the rebate earned per game type since the last claim, and a button to claim the total. */
export default observer(function ManualRebatePage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new RebateStore(shell));
  useEffect(() => void store.fetch(), [store]);
  const rebate = store.rebate;
  return (
    <section className="mc-page" data-testid="page-manual-rebate">
      <h1 className="mc-page-title">{t('menu_manual_rebate')}</h1>
      <ClaimOutcome amount={store.claimed} failure={store.failure} />
      <LoadView
        load={store.load}
        onRetry={() => void store.fetch()}
        hasContent={rebate !== null}
        explainFailure
      >
        {rebate && (
          <div className="mc-table-wrap" role="region" aria-label={t('menu_manual_rebate')} tabIndex={0}>
            <table className="mc-table" data-testid="rebate-table">
              <thead>
                <tr>
                  <th scope="col">{t('col_game_type')}</th>
                  <th scope="col">{t('col_valid_bet')}</th>
                  <th scope="col">{t('col_rate')}</th>
                  <th scope="col">{t('col_amount')}</th>
                </tr>
              </thead>
              <tbody>
                {rebate.items.map((item) => (
                  <tr key={item.gameType}>
                    <td>{t(`code_${item.gameType}`)}</td>
                    <td>{formatMoney(item.validBet)}</td>
                    <td>{formatMoney(item.rate)}%</td>
                    <td>{formatMoney(item.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={3}>{t('records_total')}</td>
                  <td data-testid="rebate-total">{formatMoney(rebate.total)}</td>
                </tr>
              </tfoot>
            </table>
            <p className="mc-claim__meta">{t('rebate_min', { amount: formatMoney(rebate.minAmount) })}</p>
            <button
              type="button"
              className="wl-button"
              disabled={!store.canClaim}
              onClick={() => void store.claim()}
              data-testid="rebate-claim"
            >
              {t('rebate_claim')}
            </button>
          </div>
        )}
      </LoadView>
    </section>
  );
});
