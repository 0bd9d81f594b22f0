import { LoadView } from '@wl/ui';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { POINT_RATE_FIELDS } from '../../../constants';
import { useAreaTranslation } from '../../../i18n';
import { formatPoints } from '../../../lib/points';
import { convertedMoney, formatRate } from '../../../lib/points-math';
import { useRootStore } from '../../../stores/root-store';
import type { RulesStore } from '../stores/rules-store';

/** Points the rules' example converts. */
export const EXAMPLE_POINTS = 100;

/** Details tab 2: the balance, the earning rates (percent, 2 decimals) and the conversion of points into money. */
export const RulesTab = observer(function RulesTab({ store }: { store: RulesStore }) {
  const { mall, shell } = useRootStore();
  const { t } = useAreaTranslation();
  const config = store.config.config;
  const balance = shell.session.balance;
  const money = (amount: string) =>
    formatMoney(amount, { symbol: balance?.currencySymbol, position: balance?.currencyPosition });
  return (
    <section className="pm-details__panel pm-rules" data-testid="pm-rules">
      <p className="pm-rules__balance">
        {t('my_points')}{' '}
        <strong data-testid="pm-rules-balance">
          {mall.availablePoint === null ? '…' : formatPoints(mall.availablePoint)}
        </strong>
      </p>
      <LoadView load={store.config.load} hasContent={config !== null} onRetry={store.config.fetch}>
        {config && (
          <>
            <h2 className="pm-rules__title">{t('rules_rates')}</h2>
            <dl className="pm-rules__rates" data-testid="pm-rates">
              {POINT_RATE_FIELDS.map((field) => (
                <div key={field} className="pm-rules__rate">
                  <dt>{t(`rate_${field}`)}</dt>
                  <dd data-testid={`pm-rate-${field}`}>{formatRate(config[field])}</dd>
                </div>
              ))}
              <div className="pm-rules__rate">
                <dt>{t('rate_pointExchangeRate')}</dt>
                <dd data-testid="pm-rate-pointExchangeRate">{formatRate(config.pointExchangeRate)}</dd>
              </div>
            </dl>
            <p className="pm-rules__example" data-testid="pm-rules-example">
              {t('rules_example', {
                points: formatPoints(EXAMPLE_POINTS),
                money: money(convertedMoney(EXAMPLE_POINTS, config.pointExchangeRate)),
              })}
            </p>
            <form
              className="pm-convert"
              noValidate
              data-testid="pm-convert"
              onSubmit={(event) => {
                event.preventDefault();
                void store.submit();
              }}
            >
              <h2 className="pm-rules__title">{t('convert_title')}</h2>
              <label className="pm-redeem__field">
                <span>{t('convert_amount')}</span>
                <input
                  className="wl-input"
                  type="text"
                  inputMode="numeric"
                  name="amount"
                  value={store.amount}
                  onChange={(event) => store.setAmount(event.target.value)}
                  onBlur={store.blurAmount}
                />
              </label>
              <label className="pm-redeem__field">
                <span>{t(store.asksPaymentPassword ? 'redeem_payment_password' : 'redeem_password')}</span>
                <input
                  className="wl-input"
                  type="password"
                  name="password"
                  autoComplete="off"
                  value={store.password}
                  onChange={(event) => store.setPassword(event.target.value)}
                />
              </label>
              <p className="pm-convert__money">
                {t('convert_money')} <span data-testid="pm-convert-money">{money(store.money)}</span>
              </p>
              <button
                type="submit"
                className="wl-button"
                disabled={store.busy}
                aria-busy={store.busy}
                data-testid="pm-convert-submit"
              >
                {t('convert_submit')}
              </button>
            </form>
          </>
        )}
      </LoadView>
    </section>
  );
});
