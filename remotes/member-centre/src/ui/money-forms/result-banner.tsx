import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import type { RequestResult } from '../../lib/money-forms/request-event';

/** The realtime result of a deposit or withdrawal: success, fail or reject (with the remarks), announced politely. */
export const ResultBanner = observer(function ResultBanner({
  result,
  money,
}: {
  result: RequestResult | null;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="status" aria-live="polite" className="mc-result-slot">
      {result && (
        <p
          className={`mc-result mc-result--${result.status}`}
          data-testid={`${result.kind}-result`}
          data-status={result.status}
        >
          {t(`${result.kind}_result_${result.status}`, { amount: result.amount ? money(result.amount) : '' })}
          {result.remarks && (
            <span className="mc-result__remarks" data-testid={`${result.kind}-result-remarks`}>
              {' '}
              {t('money_remarks')}: {result.remarks}
            </span>
          )}
        </p>
      )}
    </div>
  );
});
