import { ModalFrame } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Notice } from '../api/notice';
import { POPUP_NOTICES_SHOWN_KEY } from '../features/notices/constants';
import type { NoticeStore } from '../features/notices/stores/notice-store';
import { useAreaTranslation } from '../i18n';
import { RichText } from '../lib/rich-text';

/** Ids of the popup notices shown this session. */
export function shownPopupNotices(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(POPUP_NOTICES_SHOWN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

function remember(id: Notice['id']): void {
  try {
    sessionStorage.setItem(POPUP_NOTICES_SHOWN_KEY, JSON.stringify([...shownPopupNotices(), String(id)]));
  } catch {
    // Storage refused (private mode): it shows again on the next visit, nothing worse.
  }
}

/**
 * The popup notices (spec §3: execution A or F), each shown once per session, one after the other: title and
 * sanitised content in a dialog; closing one remembers it for the session (session storage) and the next shows.
 * Loaded only when the notices include popups.
 */
const PopupNotice = observer(function PopupNotice({ store }: { store: NoticeStore }) {
  const { t } = useAreaTranslation();
  const [closed, setClosed] = useState<string[]>(shownPopupNotices);
  const notice = store.popups.find((n) => !closed.includes(String(n.id)));
  if (!notice) return null;
  const close = () => {
    remember(notice.id);
    setClosed((ids) => [...ids, String(notice.id)]);
  };
  return (
    <ModalFrame
      key={notice.id}
      label={notice.title}
      onClose={close}
      className="pr-popup"
      testId="popup-notice"
    >
      <h2 className="pr-popup__title">{notice.title}</h2>
      <RichText html={notice.content} className="pr-popup__content" testId="popup-notice-content" />
      <div className="wl-dialog__actions">
        <button type="button" className="wl-button" onClick={close}>
          {t('popup_agree')}
        </button>
      </div>
    </ModalFrame>
  );
});

export default PopupNotice;
