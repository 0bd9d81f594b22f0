import type { WidgetProps } from '@wl/shell-contract';
import { Chevron } from '@wl/ui';
import { NoticeIcon } from '@wl/ui/icons';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import '../styles.css';
import { NEWS_BASE_PATH } from '../constants';
import { HOME_SOURCE, NoticeStore } from '../features/notices/stores/notice-store';
import { useAreaNamespace, useAreaTranslation } from '../i18n';
import { RichText } from '../lib/rich-text';

// Popup notices are rare: their dialog loads only when one is due.
const PopupNotice = lazy(() => import(/* webpackChunkName: "on-demand-popup-notice" */ './popup-notice'));

/**
 * The home page's notice strip (spec §2 "Notice list: player notices or only newest, expands on click"): the newest
 * player notice's title and date; a click expands its content below (sanitised server HTML), and "all notices" opens
 * the notice list (/news). Nothing shows when there is no notice or the read fails (the banners above, from the same
 * request, show the retry).
 */
export const NoticeStrip = observer(function NoticeStrip({ shell }: WidgetProps) {
  useAreaNamespace();
  const { t, i18n } = useAreaTranslation();
  const [store] = useState(() => new NoticeStore(shell, HOME_SOURCE));
  useEffect(() => {
    void store.fetch();
  }, [store, i18n.language]);

  const popup = store.popups.length > 0 && (
    <Suspense fallback={null}>
      <PopupNotice store={store} />
    </Suspense>
  );
  const notice = store.newest;
  if (!notice) {
    // While the notices load, the strip's room stays taken (the home slot would collapse around nothing and the
    // games entry below would jump); with no notice, or a failed read, the slot collapses.
    const settled = store.load.status === 'ready' || store.load.status === 'error';
    return settled ? popup || null : <div className="pr-strip pr-strip--pending" aria-hidden="true" />;
  }
  const open = store.expandedId === notice.id;
  const paneId = `pr-strip-${notice.id}`;
  const date = notice.startDate != null ? dayjs(notice.startDate).format('YYYY-MM-DD') : null;
  return (
    <section className="pr-strip" data-testid="notice-strip" aria-label={t('news_latest')}>
      <div className="pr-strip__bar">
        <NoticeIcon className="pr-strip__icon" />
        <button
          type="button"
          className="pr-strip__head"
          aria-expanded={open}
          aria-controls={paneId}
          onClick={() => store.toggle(notice.id)}
        >
          <span className="pr-strip__title">{notice.title}</span>
          {date && (
            <time className="pr-strip__date" dateTime={date}>
              {date}
            </time>
          )}
          <Chevron up={open} />
        </button>
        <a
          className="pr-strip__more"
          href={NEWS_BASE_PATH}
          onClick={(event) => {
            event.preventDefault();
            shell.navigate(NEWS_BASE_PATH);
          }}
        >
          {t('news_all')}
        </a>
      </div>
      {open && (
        <div className="pr-strip__pane" id={paneId} role="region" aria-label={notice.title}>
          <RichText html={notice.content} className="pr-strip__text" testId="notice-strip-content" />
        </div>
      )}
      {popup}
    </section>
  );
});
