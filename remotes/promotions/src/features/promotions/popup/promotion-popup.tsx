import { ModalFrame } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { ShellServices } from '@wl/shell-contract';
import { useAreaTranslation } from '../../../i18n';
import type { Promotion } from '../api/promotion-list';
import type { PromotionsStore } from '../stores/promotions-store';
import { goFromPopup, popupCanGo } from './popup-gating';
import { RichText } from '../../../lib/rich-text';

/**
 * The promotion popup (spec §2, §4): title, the sanitised content, the go button only where the gating allows it
 * ({@link popupCanGo}) and the I-agree button that closes it. Loaded on first use.
 */
const PromotionPopup = observer(function PromotionPopup({
  shell,
  store,
  promotion,
}: {
  shell: ShellServices;
  store: PromotionsStore;
  promotion: Promotion;
}) {
  const { t } = useAreaTranslation();
  const titleId = useId();
  return (
    <ModalFrame
      label={promotion.title}
      onClose={store.closePopup}
      className="pr-popup"
      testId="promotion-popup"
    >
      <h2 className="pr-popup__title" id={titleId}>
        {promotion.title}
      </h2>
      <RichText html={promotion.content} className="pr-popup__content" testId="promotion-popup-content" />
      <div className="wl-dialog__actions">
        {popupCanGo(promotion, shell.session) && (
          <button
            type="button"
            className="wl-button wl-button--ghost"
            data-testid="promotion-popup-go"
            onClick={() => {
              store.closePopup();
              goFromPopup(shell, store, promotion);
            }}
          >
            {t('go_promotion')}
          </button>
        )}
        <button type="button" className="wl-button" onClick={store.closePopup}>
          {t('popup_agree')}
        </button>
      </div>
    </ModalFrame>
  );
});

export default PromotionPopup;
