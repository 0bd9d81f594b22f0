import { Chevron, EmptyState, LoadView, Pager } from '@wl/ui';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, type CSSProperties } from 'react';
import { NOTICE_CONTENT_HEIGHT, NOTICE_PAGER_VISIBLE_PAGES } from '../../../constants';
import { useAreaTranslation } from '../../../i18n';
import { useRootStore } from '../../../stores/root-store';
import { RichText } from '../../../lib/rich-text';

/**
 * The notice list (/news): player notices in pages of 10; a click expands a notice into its content pane (one at a
 * time). The pane is {@link NOTICE_CONTENT_HEIGHT} px high with its title, and scrolls beyond that.
 */
export const NewsPage = observer(function NewsPage() {
  const { notices: store } = useRootStore();
  const { t, i18n } = useAreaTranslation();

  useEffect(() => {
    void store.fetch();
  }, [store, i18n.language]);

  const hasContent = store.notices.length > 0 || store.load.status === 'ready';
  const style = { '--pr-notice-height': `${NOTICE_CONTENT_HEIGHT}px` } as CSSProperties;
  return (
    <section className="pr-page pr-news" data-testid="news-page" style={style}>
      <header className="pr-page__header">
        <h1 className="wl-page-title pr-page__title">{t('news_title')}</h1>
      </header>
      <LoadView load={store.load} hasContent={hasContent} onRetry={store.fetch}>
        {store.notices.length === 0 ? (
          <EmptyState>{t('common:no_data')}</EmptyState>
        ) : (
          <>
            <ul className="pr-notices" aria-label={t('news_title')}>
              {store.pageItems.map((notice) => {
                const open = store.expandedId === notice.id;
                const paneId = `pr-notice-${notice.id}`;
                return (
                  <li
                    key={notice.id}
                    className={`pr-notice${open ? ' is-open' : ''}`}
                    data-testid="notice-item"
                  >
                    <button
                      type="button"
                      className="pr-notice__head"
                      aria-expanded={open}
                      aria-controls={paneId}
                      onClick={() => store.toggle(notice.id)}
                    >
                      <span className="pr-notice__title">{notice.title}</span>
                      {notice.startDate != null && (
                        <time
                          className="pr-notice__date"
                          dateTime={dayjs(notice.startDate).format('YYYY-MM-DD')}
                        >
                          {dayjs(notice.startDate).format('YYYY-MM-DD')}
                        </time>
                      )}
                      <Chevron up={open} />
                    </button>
                    {open && (
                      <div className="pr-notice__pane" id={paneId} role="region" aria-label={notice.title}>
                        <h2 className="pr-notice__pane-title">{notice.title}</h2>
                        <RichText
                          html={notice.content}
                          className="pr-notice__content"
                          testId="notice-content"
                        />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <div
              className={`pr-news__pager${store.totalPages > NOTICE_PAGER_VISIBLE_PAGES ? ' is-scrolling' : ''}`}
            >
              <Pager
                page={store.page}
                totalPages={store.totalPages}
                onChange={store.setPage}
                label={t('pages')}
              />
            </div>
          </>
        )}
      </LoadView>
    </section>
  );
});
