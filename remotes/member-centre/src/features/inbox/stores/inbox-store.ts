import { playerText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { getAnnouncements, type Announcement } from '../api/announcements';
import { deleteInboxMessage, readInboxMessage } from '../api/inbox-message';
import { getInboxList, type InboxItem } from '../api/inbox-list';
import { getInboxUnread } from '../api/inbox-unread';
import { ANNOUNCEMENT_TYPES, INBOX_FLAG, INBOX_PAGE_SIZE, INBOX_SORT, type InboxTab } from '../constants';

/**
 * The message centre (messageV2): the inbox (paged, newest first; open a message to read it, delete it) with its
 * unread count, and the announcements. The unread count is the server's, the same call the account bar makes; every
 * read or delete here publishes `member-centre.accountChanged` so the bar reads it again, and an INBOX realtime event
 * (a message arrived) reloads both: the two always show the same count.
 */
export class InboxStore {
  readonly load = new LoadState();
  readonly announcementsLoad = new LoadState();
  tab: InboxTab = 'inbox';
  items: InboxItem[] = [];
  total = 0;
  page = 1;
  unread: number | null = null;
  /** The open message's id (its content shows below its title), or null. */
  openId: number | null = null;
  /** Contents of the messages read so far, by id. */
  contents = new Map<number, string>();
  /** The message being read or deleted (its buttons are busy). */
  busyId: number | null = null;
  /** The last failure of reading or deleting a message, as text. */
  error: string | null = null;
  announcements: Announcement[] = [];
  announcementsPage = 1;
  openAnnouncementId: number | null = null;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<InboxStore, 'shell'>(this, { shell: false });
  }

  /** INBOX3 on: the inbox tab shows (else only the announcements). */
  get showsInbox(): boolean {
    return this.shell.flags.isOn(INBOX_FLAG);
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.total / INBOX_PAGE_SIZE));
  }

  get announcementPages(): number {
    return Math.max(1, Math.ceil(this.announcements.length / INBOX_PAGE_SIZE));
  }

  /** The announcements of the current page (the server answers them all at once). */
  get announcementsShown(): Announcement[] {
    const start = (this.announcementsPage - 1) * INBOX_PAGE_SIZE;
    return this.announcements.slice(start, start + INBOX_PAGE_SIZE);
  }

  /** Load the tab's first view: the inbox page and the unread count, or the announcements. */
  fetch(): Promise<void> {
    if (this.tab === 'announcements' || !this.showsInbox) return this.fetchAnnouncements();
    return this.load.run(
      () =>
        Promise.all([
          this.shell.api.call(getInboxList, {
            params: { page: this.page, size: INBOX_PAGE_SIZE, sort: INBOX_SORT },
          }),
          this.shell.api.call(getInboxUnread),
        ]),
      ([list, { unread }]) => {
        this.items = list.content;
        this.total = list.totalElements;
        this.unread = unread;
        // The last message of the last page was deleted: go back a page.
        if (list.content.length === 0 && this.page > 1) {
          this.page -= 1;
          void this.fetch();
        }
      },
    );
  }

  fetchAnnouncements(): Promise<void> {
    return this.announcementsLoad.run(
      () => this.shell.api.call(getAnnouncements, { params: { types: ANNOUNCEMENT_TYPES } }),
      ({ player }) => {
        this.announcements = player;
        this.announcementsPage = Math.min(this.announcementsPage, this.announcementPages);
      },
    );
  }

  selectTab(tab: InboxTab): void {
    this.tab = tab;
    void this.fetch();
  }

  goTo(page: number): void {
    this.page = page;
    this.openId = null;
    void this.fetch();
  }

  goToAnnouncements(page: number): void {
    this.announcementsPage = page;
    this.openAnnouncementId = null;
  }

  toggleAnnouncement(id: number): void {
    this.openAnnouncementId = this.openAnnouncementId === id ? null : id;
  }

  /** Open (read) or close a message; the first opening fetches its content, which marks it read on the server. */
  async toggle(id: number): Promise<void> {
    if (this.openId === id) {
      this.openId = null;
      return;
    }
    this.error = null;
    const item = this.items.find((m) => m.id === id);
    if (this.contents.has(id) && item?.read) {
      this.openId = id;
      return;
    }
    if (this.busyId !== null) return;
    this.busyId = id;
    try {
      const message = await this.shell.api.call(readInboxMessage, { pathParams: { id } });
      const wasUnread = item ? !item.read : false;
      runInAction(() => {
        this.contents.set(id, message.content);
        // The list may have been read again meanwhile (an INBOX event): mark the message in the list shown now.
        const shown = this.items.find((m) => m.id === id);
        if (shown) shown.read = true;
        this.openId = id;
        this.busyId = null;
      });
      // A list still on its way predates this read: ask again (LoadState drops the older answer).
      if (this.load.status === 'loading') void this.fetch();
      if (wasUnread) await this.unreadChanged();
    } catch (error) {
      runInAction(() => {
        this.error = playerText(error, this.shell.i18n.t);
        this.busyId = null;
      });
    }
  }

  /** Delete a message after the member confirms. */
  async remove(id: number, confirmText: string): Promise<void> {
    if (this.busyId !== null) return;
    if (!(await this.shell.dialogs.confirm(confirmText))) return;
    this.busyId = id;
    this.error = null;
    try {
      const { unread } = await this.shell.api.call(deleteInboxMessage, { pathParams: { id } });
      runInAction(() => {
        this.unread = unread;
        if (this.openId === id) this.openId = null;
        this.contents.delete(id);
        this.busyId = null;
      });
      this.shell.events.publish('member-centre.accountChanged', { part: 'inbox', unread });
      await this.fetch();
    } catch {
      // The API client showed the failure (delete keeps its alerts); the list is unchanged.
      runInAction(() => (this.busyId = null));
    }
  }

  /** A message was read: read the count again and tell the account bar. */
  private async unreadChanged(): Promise<void> {
    try {
      const { unread } = await this.shell.api.call(getInboxUnread, { silent: true });
      runInAction(() => (this.unread = unread));
      this.shell.events.publish('member-centre.accountChanged', { part: 'inbox', unread });
    } catch {
      this.shell.events.publish('member-centre.accountChanged', { part: 'inbox' });
    }
  }

  /** Follow INBOX realtime events (a message arrived): reload the list and the count. Call the result to stop. */
  start(): () => void {
    return this.shell.events.subscribe('INBOX', () => {
      if (this.tab === 'inbox' && this.showsInbox) void this.fetch();
    });
  }
}
