import { EmptyState, LoadView, Pager, Tabs } from '@wl/ui';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { MESSAGE_TIME_FORMAT, type InboxTab } from '../constants';
import { InboxStore } from '../stores/inbox-store';
import { AnnouncementList } from './announcement-list';

/**
 * The message centre (/member/messageV2): the inbox (unread count, open to read, delete, pages of 10) and the
 * announcements. The unread count here and in the account bar stay equal.
 */
export default observer(function InboxPage() {
  const { shell } = useRootStore();
  const { t } = useTranslation(NAMESPACE);
  const [store] = useState(() => new InboxStore(shell));
  useEffect(() => {
    void store.fetch();
    return store.start();
  }, [store]);

  const tabs = [
    ...(store.showsInbox ? [{ key: 'inbox' as InboxTab, label: t('inbox_tab') }] : []),
    { key: 'announcements' as InboxTab, label: t('announcements_tab') },
  ];
  const tab = store.showsInbox ? store.tab : 'announcements';

  return (
    <div className="mc-page" data-testid="inbox-page">
      <h1 className="mc-page-title">{t('menu_platform_messages')}</h1>
      <Tabs
        tabs={tabs}
        selected={tab}
        onSelect={(key) => store.selectTab(key)}
        label={t('menu_platform_messages')}
      />
      {tab === 'inbox' ? (
        <LoadView
          load={store.load}
          onRetry={() => void store.fetch()}
          hasContent={store.items.length > 0}
          explainFailure
          retryTestId="inbox-retry"
        >
          <p className="mc-muted">
            {t('inbox_unread')}: <strong data-testid="inbox-unread">{store.unread ?? 0}</strong>
          </p>
          {store.error && (
            <p className="mc-form__error" role="alert">
              {store.error}
            </p>
          )}
          {store.items.length === 0 ? (
            <EmptyState>{t('common:no_data')}</EmptyState>
          ) : (
            <ul className="mc-messages" data-testid="inbox-list">
              {store.items.map((m) => {
                const open = store.openId === m.id;
                return (
                  <li
                    key={m.id}
                    className={m.read ? 'mc-message' : 'mc-message is-unread'}
                    data-testid={`inbox-item-${m.id}`}
                    data-read={m.read}
                  >
                    <div className="mc-message__head">
                      <button
                        type="button"
                        className="mc-message__title"
                        aria-expanded={open}
                        aria-controls={`mc-message-${m.id}`}
                        aria-busy={store.busyId === m.id}
                        onClick={() => void store.toggle(m.id)}
                        data-testid="inbox-open"
                      >
                        {!m.read && <span className="mc-message__dot">{t('inbox_new')}</span>}
                        {m.title}
                      </button>
                      <time className="mc-muted" dateTime={new Date(m.sendTime).toISOString()}>
                        {dayjs(m.sendTime).format(MESSAGE_TIME_FORMAT)}
                      </time>
                      <button
                        type="button"
                        className="wl-button wl-button--ghost"
                        disabled={store.busyId === m.id}
                        onClick={() => void store.remove(m.id, t('inbox_delete_confirm'))}
                        aria-label={`${t('inbox_delete')}: ${m.title}`}
                        data-testid="inbox-delete"
                      >
                        {t('inbox_delete')}
                      </button>
                    </div>
                    {open && (
                      <p
                        id={`mc-message-${m.id}`}
                        className="mc-message__content"
                        data-testid="inbox-content"
                      >
                        {store.contents.get(m.id)}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <Pager page={store.page} totalPages={store.totalPages} onChange={(p) => store.goTo(p)} />
        </LoadView>
      ) : (
        <AnnouncementList store={store} />
      )}
    </div>
  );
});
