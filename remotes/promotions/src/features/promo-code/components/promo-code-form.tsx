import type { ShellServices } from '@wl/shell-contract';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useAreaTranslation } from '../../../i18n';
import { useMemberNamespace, useMemberTranslation } from '../../../i18n/member';
import { PROMO_CODE_FIELD } from '../constants';
import { PromoCodeStore } from '../stores/promo-code-store';

/**
 * The promotions page's promo code form (shown when the merchant's promo codes are enabled, loaded then): a code
 * field and a redeem button. Visitors are asked to log in, demo accounts for a real account, on submit.
 */
const PromoCodeForm = observer(function PromoCodeForm({
  shell,
  onRedeemed,
  titleOf,
}: {
  shell: ShellServices;
  /** The promotion a code claimed (the page marks it PENDING and re-reads the member's counts). */
  onRedeemed: (promotionId: number) => void;
  /** A promotion's title for the success message, when the page lists it. */
  titleOf: (promotionId: number) => string | null;
}) {
  const { t } = useAreaTranslation();
  // The answers' texts are a member's only (a visitor is asked to log in first): they live with the member texts.
  useMemberNamespace();
  const { t: tm } = useMemberTranslation();
  const [store] = useState(() => new PromoCodeStore(shell, onRedeemed));
  const inputId = useId();
  const messageId = useId();
  const error = store.errorKey ? tm(store.errorKey) : store.serverError;
  const title = store.redeemedId === null ? null : (titleOf(store.redeemedId) ?? String(store.redeemedId));
  return (
    <form
      className="pr-promo-code"
      data-testid="promo-code-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit();
      }}
    >
      <label className="pr-promo-code__label" htmlFor={inputId}>
        {t('promo_code_label')}
      </label>
      <div className="pr-promo-code__row">
        <input
          id={inputId}
          name={PROMO_CODE_FIELD}
          className="pr-promo-code__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={store.code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || title ? messageId : undefined}
          onChange={(event) => store.setCode(event.target.value)}
        />
        <button type="submit" className="wl-button" disabled={store.submitting} aria-busy={store.submitting}>
          {t('promo_code_submit')}
        </button>
      </div>
      {error && (
        <p className="pr-promo-code__error" id={messageId} role="alert" data-testid="promo-code-error">
          {error}
        </p>
      )}
      {!error && title && (
        <p className="pr-promo-code__success" id={messageId} role="status" data-testid="promo-code-success">
          {tm('promo_code_success', { title })}
        </p>
      )}
    </form>
  );
});

export default PromoCodeForm;
