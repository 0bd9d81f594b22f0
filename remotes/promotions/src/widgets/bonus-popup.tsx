import type { WidgetProps } from '@wl/shell-contract';
import { formatMoney } from '@wl/ui/money';
import type { SafeHtml } from '@wl/ui/sanitize';
import { safeHtml as sanitizeHtml } from '../lib/safe-html';
import '../styles.css';
import { PROMOTION_REDIRECT_TARGETS } from '../constants';
import { useAreaNamespace, useAreaTranslation } from '../i18n';

/** What the bonus popup shows of a MANUAL_PROMO event (docs/endpoints.md, realtime payloads). */
export interface BonusPopupContent {
  title: string | null;
  /** Formatted money, or null when the event carries no amount. */
  amount: string | null;
  /** Sanitised HTML, or null. */
  content: SafeHtml | null;
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Reads a MANUAL_PROMO payload `{ title?, amount?, content? }`; anything else in it is ignored. */
export function readBonus(payload: Readonly<Record<string, unknown>> | undefined): BonusPopupContent {
  const amount = str(payload?.amount);
  // Not a number: the popup shows no amount rather than a wrong one.
  const formatted = amount !== null && DECIMAL.test(amount) ? formatMoney(amount) : null;
  const content = str(payload?.content);
  return { title: str(payload?.title), amount: formatted, content: content && sanitizeHtml(content) };
}

/**
 * The bonus popup (spec/shell.md §4 MANUAL_PROMO): the operator credited a bonus. The host opens it on the event,
 * when the reward centre is on, inside its dialog frame; "reward centre" leads there, "OK" closes it.
 */
export function BonusPopup({ shell, payload, onClose }: WidgetProps) {
  useAreaNamespace();
  const { t } = useAreaTranslation();
  const bonus = readBonus(payload);
  return (
    <div className="pr-bonus" data-testid="bonus-popup">
      <h2 className="pr-bonus__title">{bonus.title ?? t('bonus_title')}</h2>
      {bonus.amount && (
        <p className="pr-bonus__amount" data-testid="bonus-amount">
          {t('bonus_amount')} <strong>{bonus.amount}</strong>
        </p>
      )}
      {bonus.content && (
        <div
          className="pr-bonus__content pr-rich-text"
          // Sanitised by DOMPurify.
          dangerouslySetInnerHTML={{ __html: bonus.content }}
        />
      )}
      <div className="wl-dialog__actions">
        <button
          type="button"
          className="wl-button wl-button--ghost"
          onClick={() => {
            onClose?.();
            shell.navigate(PROMOTION_REDIRECT_TARGETS.REWARD_CENTER.path);
          }}
        >
          {t('bonus_reward_centre')}
        </button>
        <button type="button" className="wl-button" onClick={() => onClose?.()}>
          {t('bonus_ok')}
        </button>
      </div>
    </div>
  );
}
