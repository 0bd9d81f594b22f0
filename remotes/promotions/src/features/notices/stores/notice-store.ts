import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import {
  NOTICE_EXECUTION,
  NOTICE_PAGE_SIZE,
  NOTICE_PLATFORM,
  PROMOTION_GROUP,
  PROMOTION_NOTICE_TYPES,
} from '../../../constants';
import { sanitizeHtml } from '@wl/ui/sanitize';
import { noticeEndpoint, type NoticeQuery, type Notice } from '../api/notice';

/**
 * The notice list (spec §2): the player notices, paged by 10, one notice expanded at a time into its content pane.
 */
export class NoticeStore {
  notices: Notice[] = [];
  /** Current page, from 1. */
  page = 1;
  /** The expanded notice. */
  expandedId: Notice['id'] | null = null;
  readonly load = new LoadState();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<NoticeStore, 'shell'>(this, { shell: false, contentOf: false }, { autoBind: true });
  }

  /** Load (or reload) the notices; the page is kept when it still exists. */
  fetch(): Promise<void> {
    return this.load.run(
      () =>
        this.shell.api.call(noticeEndpoint, {
          params: {
            groupName: PROMOTION_GROUP,
            types: PROMOTION_NOTICE_TYPES.join(','),
            execution: NOTICE_EXECUTION,
            platform: NOTICE_PLATFORM,
          } satisfies NoticeQuery,
        }),
      (value) => {
        this.notices = value.player;
        this.page = Math.min(this.page, this.totalPages);
      },
    );
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

  /** A notice's content as safe HTML. */
  contentOf(notice: Notice): string {
    return sanitizeHtml(notice.content);
  }
}
