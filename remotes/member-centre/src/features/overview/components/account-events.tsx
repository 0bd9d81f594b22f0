import { EmptyState } from '@wl/ui';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EVENT_TIME_FORMAT } from '../../../constants';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';

/** Recent account events (deposits, withdrawals, inbox, promotion claims) as they arrive; reads the store only. */
export const AccountEvents = observer(function AccountEvents() {
  const { accountEvents } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="mc-card mc-events" aria-labelledby="mc-events-title">
      <header className="mc-card__head">
        <h2 id="mc-events-title">{t('events_title')}</h2>
      </header>
      <ul className="mc-events__list" data-testid="member-events" aria-live="polite">
        {accountEvents.events.length === 0 ? (
          <li className="mc-events__empty">
            <EmptyState>{t('common:no_data')}</EmptyState>
          </li>
        ) : (
          accountEvents.events.map((event) => (
            <li
              key={event.id}
              className={`mc-event mc-event--${event.type.toLowerCase()}`}
              data-type={event.type}
            >
              <span className="mc-event__type">{t(`event_${event.type}`)}</span>
              <span className="mc-event__summary">{event.summary}</span>
              <time className="mc-event__time" dateTime={new Date(event.time).toISOString()}>
                {dayjs(event.time).format(EVENT_TIME_FORMAT)}
              </time>
            </li>
          ))
        )}
      </ul>
    </section>
  );
});
