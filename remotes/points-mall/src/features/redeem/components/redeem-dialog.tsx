import { ModalFrame } from '@wl/ui';
import { CloseIcon } from '@wl/ui/icons';
import { formatMoney } from '@wl/ui/money';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Reward } from '../../../api/rewards';
import { REDEEM_SUCCESS, REDEEM_TYPE } from '../../../constants';
import { useAreaTranslation } from '../../../i18n';
import { formatPoints } from '../../../lib/points';
import { useRootStore } from '../../../stores/root-store';
import { RedeemStore, type RedeemValues } from '../stores/redeem-store';
import { ImageCarousel } from './image-carousel';
import './redeem.css';

/** A labelled text field of the form; `name` is the payload's field name. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="pm-redeem__field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/**
 * The redeem dialog (spec §2, §5): the reward's images and price, quantity, points only or points plus money, the
 * (payment) password and delivery details; the prompts in the spec's order; the encrypted call; the success message.
 * Loaded on demand, when a member first opens it.
 */
const RedeemDialog = observer(function RedeemDialog({ reward }: { reward: Reward }) {
  const { mall, config, shell } = useRootStore();
  const { t } = useAreaTranslation();
  const [store] = useState(
    () =>
      new RedeemStore(
        shell,
        reward,
        () => config.config,
        () => {
          shell.dialogs.toast(t(REDEEM_SUCCESS), { kind: 'success' });
          void mall.afterRedeem();
        },
        () => config.pending,
      ),
  );
  const errorId = useId();
  useEffect(() => {
    void config.ensure();
  }, [config]);
  const balance = shell.session.balance;
  const money = (amount: string) =>
    formatMoney(amount, { symbol: balance?.currencySymbol, position: balance?.currencyPosition });
  const text = (field: keyof RedeemValues, label: string, type = 'text') => (
    <Field label={label}>
      <input
        className="wl-input"
        type={type}
        name={field}
        value={store.values[field]}
        autoComplete={type === 'password' ? 'off' : undefined}
        inputMode={field === 'telphone' ? 'numeric' : undefined}
        onChange={(event) => store.setValue(field, event.target.value)}
      />
    </Field>
  );
  const error = store.error ? ('key' in store.error ? t(store.error.key) : store.error.text) : null;
  return (
    <ModalFrame
      label={t('redeem_title')}
      onClose={mall.closeRedeem}
      className="pm-redeem"
      testId="redeem-dialog"
    >
      <header className="pm-redeem__header">
        <h2>{t('redeem_title')}</h2>
        <button
          type="button"
          className="pm-redeem__close"
          aria-label={t('common:close')}
          onClick={mall.closeRedeem}
        >
          <CloseIcon />
        </button>
      </header>
      <div className="pm-redeem__reward">
        <ImageCarousel
          reward={reward}
          labels={{
            previous: t('carousel_previous'),
            next: t('carousel_next'),
            image: (n) => t('carousel_image', { n }),
          }}
        />
        <div>
          <h3 className="pm-redeem__name">{reward.name}</h3>
          <p>
            {t('inventory')} <span data-testid="redeem-inventory">{reward.inventory}</span>
          </p>
          {store.soldOut && (
            <p className="pm-redeem__sold-out" data-testid="redeem-sold-out">
              {t('sold_out')}
            </p>
          )}
        </div>
      </div>
      <form
        className="pm-redeem__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.submit();
        }}
      >
        <Field label={t('redeem_quantity')}>
          <span className="pm-redeem__stepper">
            <button type="button" aria-label={t('quantity_less')} onClick={() => store.stepQuantity(-1)}>
              −
            </button>
            <input
              className="wl-input"
              type="text"
              inputMode="numeric"
              name="quantity"
              value={store.quantity}
              onChange={(event) => store.setQuantity(event.target.value)}
            />
            <button type="button" aria-label={t('quantity_more')} onClick={() => store.stepQuantity(1)}>
              +
            </button>
          </span>
        </Field>
        <fieldset className="pm-redeem__types">
          <legend>{t('redeem_type')}</legend>
          <label>
            <input
              type="radio"
              name="redeemType"
              value={REDEEM_TYPE.POINTS}
              checked={store.redeemType === REDEEM_TYPE.POINTS}
              onChange={() => store.setRedeemType(REDEEM_TYPE.POINTS)}
            />
            {t('redeem_type_P')}
          </label>
          {store.offersPointsAndMoney && (
            <label>
              <input
                type="radio"
                name="redeemType"
                value={REDEEM_TYPE.POINTS_AND_MONEY}
                checked={store.redeemType === REDEEM_TYPE.POINTS_AND_MONEY}
                onChange={() => store.setRedeemType(REDEEM_TYPE.POINTS_AND_MONEY)}
              />
              {t('redeem_type_PM')}
            </label>
          )}
        </fieldset>
        <dl className="pm-redeem__totals">
          <dt>{t('redeem_points_total')}</dt>
          <dd data-testid="redeem-points">{formatPoints(store.totalPoints)}</dd>
          <dt>{t('redeem_pay_money')}</dt>
          <dd data-testid="redeem-money">{money(store.totalMoney)}</dd>
        </dl>
        {store.asksLine && text('line', t('redeem_line'))}
        {text(
          'password',
          t(store.asksPaymentPassword ? 'redeem_payment_password' : 'redeem_password'),
          'password',
        )}
        {text('name', t('redeem_name'))}
        {text('address', t('redeem_address'))}
        {text('telphone', t('redeem_phone'), 'tel')}
        {text('province', t('redeem_province'))}
        <Field label={t('redeem_remarks')}>
          <textarea
            className="wl-input"
            name="remarks"
            value={store.values.remarks}
            onChange={(event) => store.setValue('remarks', event.target.value)}
          />
        </Field>
        <p className="pm-redeem__error" id={errorId} role="alert" data-testid="redeem-error" hidden={!error}>
          {error}
        </p>
        <div className="pm-redeem__actions">
          <button type="button" className="wl-button wl-button--ghost" onClick={mall.closeRedeem}>
            {t('common:cancel')}
          </button>
          <button
            type="submit"
            className="wl-button"
            disabled={!store.canSubmit}
            aria-busy={store.busy}
            aria-describedby={error ? errorId : undefined}
            data-testid="redeem-submit"
          >
            {t('redeem_submit')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
});

export default RedeemDialog;
