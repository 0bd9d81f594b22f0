import { EmptyState, LoadView, Pager } from '@wl/ui';
import { sanitizeHtml } from '@wl/ui/sanitize';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { MESSAGE_TIME_FORMAT } from '../constants';
import type { InboxStore } from '../stores/inbox-store';

/** The announcements (player notices): titles that open their sanitised content, 10 a page. */
export const AnnouncementList = observer(function AnnouncementList({ store }: { store: InboxStore }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LoadView
      load={store.announcementsLoad}
      onRetry={() => void store.fetchAnnouncements()}
      retryTestId="announcements-retry"
    >
      {store.announcements.length === 0 ? (
        <EmptyState>{t('common:no_data')}</EmptyState>
      ) : (
        <ul className="mc-messages" data-testid="announcements-list">
          {store.announcementsShown.map((a) => {
            const open = store.openAnnouncementId === a.id;
            return (
              <li key={a.id} className="mc-message">
                <div className="mc-message__head">
                  <button
                    type="button"
                    className="mc-message__title"
                    aria-expanded={open}
                    aria-controls={`mc-announcement-${a.id}`}
                    onClick={() => store.toggleAnnouncement(a.id)}
                  >
                    {a.title}
                  </button>
                  <time className="mc-muted">{dayjs(a.startDate).format(MESSAGE_TIME_FORMAT)}</time>
                </div>
                {open && (
                  <div
                    id={`mc-announcement-${a.id}`}
                    className="mc-message__content"
                    data-testid="announcement-content"
                    // Server HTML, sanitised (house rule).
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content) }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager
        page={store.announcementsPage}
        totalPages={store.announcementPages}
        onChange={(p) => store.goToAnnouncements(p)}
      />
    </LoadView>
  );
});
