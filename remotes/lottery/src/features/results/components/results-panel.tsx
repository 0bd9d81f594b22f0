import { EmptyState, RetryCard, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { ResultsStore } from '../stores/results-store';
import { Balls } from '../../../ui/balls';

/** The last 5 draws of the selected game, newest first. */
export const ResultsPanel = observer(function ResultsPanel({ store }: { store: ResultsStore }) {
  const { t } = useTranslation(NAMESPACE);
  let body;
  if (store.drawsLoad.status === 'error') {
    body = (
      <RetryCard
        message={store.drawsLoad.error ?? ''}
        retryLabel={t('common:retry')}
        onRetry={() => store.retry()}
      />
    );
  } else if (store.drawsLoad.status !== 'ready') {
    body = <Spinner label={t('common:loading')} />;
  } else if (store.draws.length === 0) {
    body = <EmptyState>{t('common:no_data')}</EmptyState>;
  } else {
    body = (
      <table className="lt-results__table">
        <thead>
          <tr>
            <th scope="col">{t('issue')}</th>
            <th scope="col">{t('winning_numbers')}</th>
          </tr>
        </thead>
        <tbody>
          {store.draws.map((draw) => (
            <tr key={draw.numero}>
              <td className="lt-results__numero">{draw.numero}</td>
              <td>
                <Balls winNo={draw.winNo} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className="lt-results" data-testid="lt-results" aria-label={t('results_title')}>
      <h3 className="lt-results__title">{t('results_title')}</h3>
      {body}
    </section>
  );
});
