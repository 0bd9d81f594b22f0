import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import {
  BANNER_TYPES,
  DEFAULT_BANNER_GROUP,
  NOTICE_EXECUTION,
  NOTICE_PAGE_SIZE,
  NOTICE_PLATFORM,
  PROMOTION_GROUP,
  PROMOTION_NOTICE_TYPES,
} from '../../../constants';
import { POPUP_NOTICE_EXECUTIONS } from '../constants';
import { noticeEndpoint, type NoticeQuery, type Notice } from '../../../api/notice';

/** Which notices a store reads: the notice list reads the promotions group, the home strip the home group. */
export interface NoticeSource {
  groupName: string;
  types: readonly string[];
}

/** The notice list's source: the promotions group with promotion notices. */
export const NEWS_SOURCE: NoticeSource = { groupName: PROMOTION_GROUP, types: PROMOTION_NOTICE_TYPES };
/**
 * The home strip's source: the very query of the home banners (same group and types), so the two widgets share one
 * request (the API client shares identical GETs in flight).
 */
export const HOME_SOURCE: NoticeSource = { groupName: DEFAULT_BANNER_GROUP, types: BANNER_TYPES };

/**
 * The player notices (spec §2 "Notice list: player notices or only newest, expands on click"): paged by 10 for the
 * notice list, or only the newest for the home strip; one notice expanded at a time into its content pane.
 */
export class NoticeStore {
  notices: Notice[] = [];
  /** Popup notices (execution A or F); the popup (widgets/popup-notice.tsx) skips those shown this session. */
  popups: Notice[] = [];
  /** Current page, from 1. */
  page = 1;
  /** The expanded notice. */
  expandedId: Notice['id'] | null = null;
  readonly load = new LoadState();

  constructor(
    private readonly shell: ShellServices,
    private readonly source: NoticeSource = NEWS_SOURCE,
  ) {
    makeAutoObservable<NoticeStore, 'shell' | 'source'>(
      this,
      { shell: false, source: false },
      { autoBind: true },
    );
  }

  /** Load (or reload) the notices; the page is kept when it still exists. */
  fetch(): Promise<void> {
    return this.load.run(
      () =>
        this.shell.api.call(noticeEndpoint, {
          params: {
            groupName: this.source.groupName,
            types: this.source.types.join(','),
            execution: NOTICE_EXECUTION,
            platform: NOTICE_PLATFORM,
          } satisfies NoticeQuery,
        }),
      (value) => {
        this.notices = value.player;
        this.popups = value.popup.filter((n) => POPUP_NOTICE_EXECUTIONS.includes(n.execution ?? ''));
        this.page = Math.min(this.page, this.totalPages);
      },
    );
  }

  /** The newest notice (by start date; one without a date counts as oldest), or null when there is none. */
  get newest(): Notice | null {
    let newest: Notice | null = null;
    for (const notice of this.notices)
      if (newest === null || (notice.startDate ?? -Infinity) > (newest.startDate ?? -Infinity))
        newest = notice;
    return newest;
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.notices.length / NOTICE_PAGE_SIZE));
  }

  /** The notices of the current page. */
  get pageItems(): Notice[] {
    const start = (this.page - 1) * NOTICE_PAGE_SIZE;
    return this.notices.slice(start, start + NOTICE_PAGE_SIZE);
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, Math.trunc(page)), this.totalPages);
    this.expandedId = null;
  }

  /** Expand a notice (collapsing the one open), or collapse it when it is the one open. */
  toggle(id: Notice['id']): void {
    this.expandedId = this.expandedId === id ? null : id;
  }
}
