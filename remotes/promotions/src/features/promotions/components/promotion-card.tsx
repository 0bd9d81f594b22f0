import { Chevron, listImageLoading } from '@wl/ui';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { useAreaTranslation } from '../../../i18n';
import { EAGER_CARD_IMAGES } from '../constants';
import type { Promotion } from '../api/promotion-list';
import type { PromotionsStore } from '../stores/promotions-store';
import { RichText } from '../../../lib/rich-text';

/** The DOM id of a promotion's card (the page scrolls to it for a URL hash). */
export const promotionCardId = (id: number) => `pr-promotion-${id}`;

/**
 * When the promotion starts: the server's date string (the business day, whatever the viewer's time zone), else the
 * timestamp.
 */
function startOf(promotion: Promotion) {
  const source = promotion.startDateStr || promotion.startDate;
  if (source == null || source === '') return null;
  const date = dayjs(source);
  return date.isValid() ? date : null;
}

/**
 * A promotion card: image, title, start day and month, the more toggle that opens the sanitised content, and the
 * go button when the promotion leads somewhere.
 */
export const PromotionCard = observer(function PromotionCard({
  promotion,
  store,
  position,
  t,
}: {
  promotion: Promotion;
  store: PromotionsStore;
  /** The card's place in the list (0 first): the first screen's images are fetched at once. */
  position: number;
  /** The list's `t`: one translation hook for the list, not one in each card (a tenth of the games grid's render). */
  t: ReturnType<typeof useAreaTranslation>['t'];
}) {
  const [imageFailed, setImageFailed] = useState(false);
  const open = store.isOpen(promotion.id);
  const start = startOf(promotion);
  const image = promotion.announcementImages[0]?.url;
  const canGo = store.cardCanGo(promotion);
  const status = store.statusOf(promotion);
  const contentId = `${promotionCardId(promotion.id)}-content`;
  return (
    <article
      id={promotionCardId(promotion.id)}
      className={`pr-card${open ? ' is-open' : ''}`}
      data-testid="promotion-card"
      aria-labelledby={`${promotionCardId(promotion.id)}-title`}
    >
      <div className="pr-card__media">
        {image && !imageFailed ? (
          <img
            src={image}
            alt=""
            {...listImageLoading(position, EAGER_CARD_IMAGES)}
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="pr-card__media-fallback" aria-hidden="true">
            {promotion.title.slice(0, 1)}
          </div>
        )}
        {start && (
          <div className="pr-card__date" aria-label={t('start_date', { date: start.format('YYYY-MM-DD') })}>
            <span className="pr-card__day">{start.format('DD')}</span>
            <span className="pr-card__month">{t(`month_${start.month() + 1}`)}</span>
          </div>
        )}
      </div>
      <div className="pr-card__body">
        <h2 className="pr-card__title" id={`${promotionCardId(promotion.id)}-title`}>
          {promotion.title}
        </h2>
        <div className="pr-card__actions">
          <button
            type="button"
            className="wl-button wl-button--ghost pr-card__more"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => store.toggle(promotion.id)}
          >
            {open ? t('more_close') : t('more_open')}
            <Chevron up={open} />
          </button>
          {canGo && (
            <button type="button" className="wl-button pr-card__go" onClick={() => store.go(promotion)}>
              {t('go_promotion')}
            </button>
          )}
          {store.canApply(promotion) && (
            <button
              type="button"
              className="wl-button pr-card__apply"
              aria-haspopup="dialog"
              onClick={() => store.openApply(promotion)}
            >
              {t('apply_open')}
            </button>
          )}
          {store.isAvailable(promotion) && (
            <span className="pr-card__open" data-testid="promotion-available">
              {t('promotion_available')}
            </span>
          )}
          {status && (
            <span className="pr-card__status" data-testid="promotion-status" data-status={status}>
              {t(`status_${status}`, { defaultValue: status })}
            </span>
          )}
        </div>
      </div>
      {open && (
        <div id={contentId} className="pr-card__content">
          <RichText html={promotion.content} className="pr-card__text" testId="promotion-content" />
        </div>
      )}
    </article>
  );
});
