import { LoadView } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorId } from '../../../form-error-id';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { failureMessage } from '../../../lib/failure/action-failure';
import type { Limit } from '../api/limits';
import { COOLING_OFF_HOURS, LIMIT_TIME_FORMAT } from '../constants';
import { LimitsStore, type LimitField } from '../stores/limits-store';
import '../../../ui/member-records.css';

/** What applies now and what is waiting for its cooling-off period, for one limit. */
function LimitStatus({
  limit,
  unit,
  testId,
}: {
  limit: Limit;
  unit: (value: string) => string;
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="mc-claim__meta" data-testid={testId}>
      {t('rg_current', { value: limit.current === null ? t('rg_no_limit') : unit(limit.current) })}
      {limit.pendingFrom !== null && (
        <>
          {' · '}
          {t('rg_pending', {
            value: limit.pending === null ? t('rg_no_limit') : unit(limit.pending),
            time: dayjs(limit.pendingFrom).format(LIMIT_TIME_FORMAT),
          })}
        </>
      )}
    </p>
  );
}

/** Responsible gaming: the member's own daily deposit limit and session limit, with the cooling-off rule. */
export default observer(function ResponsibleGamingPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new LimitsStore(shell));
  useEffect(() => void store.fetch(), [store]);
  const field = (name: LimitField, label: string, inputMode: 'decimal' | 'numeric') => {
    const error = store.errorOf(name);
    return (
      <>
        <label className="mc-form__field">
          <span>{t(label)}</span>
          <input
            className="wl-input"
            name={name}
            inputMode={inputMode}
            placeholder={t('rg_no_limit')}
            value={store[name]}
            onChange={(event) => store.set(name, event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? formErrorId(`rg-${name}`) : undefined}
          />
        </label>
        {/* Outside the label: the message describes the field, it is not part of its name. */}
        {error && (
          <p className="mc-form__error" id={formErrorId(`rg-${name}`)} role="alert">
            {t(error)}
          </p>
        )}
      </>
    );
  };
  const limits = store.limits;
  return (
    <section className="mc-page" data-testid="page-responsible-gaming">
      <h1 className="mc-page-title">{t('menu_responsible_gaming')}</h1>
      <p className="mc-claim__meta">{t('rg_intro', { hours: COOLING_OFF_HOURS })}</p>
      <LoadView
        load={store.load}
        onRetry={() => void store.fetch()}
        hasContent={limits !== null}
        explainFailure
      >
        {limits && (
          <form
            className="wl-card mc-card mc-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void store.save();
            }}
          >
            {field('depositLimit', 'rg_deposit_limit', 'decimal')}
            <LimitStatus limit={limits.deposit} unit={(v) => formatMoney(v)} testId="rg-deposit-status" />
            {limits.depositRemaining !== null && (
              <p className="mc-claim__meta" data-testid="rg-deposit-remaining">
                {t('rg_deposit_remaining', { amount: formatMoney(limits.depositRemaining) })}
              </p>
            )}
            {field('sessionLimit', 'rg_session_limit', 'numeric')}
            <LimitStatus
              limit={limits.session}
              unit={(v) => t('rg_minutes', { count: Number(v) })}
              testId="rg-session-status"
            />
            {store.failure && (
              <p className="mc-form__error" role="alert" data-testid="rg-error">
                {failureMessage(t, store.failure)}
              </p>
            )}
            {store.saved && (
              <p className="mc-form__ok" role="status" data-testid="rg-saved">
                {t('rg_saved')}
              </p>
            )}
            <button type="submit" className="wl-button" disabled={!store.canSave} data-testid="rg-save">
              {t('rg_save')}
            </button>
          </form>
        )}
      </LoadView>
    </section>
  );
});
