import type { EventBus } from '@wl/event-bus';
import type { ClubLabel, FlagView, MemberInfo } from '@wl/shell-contract';
import dayjs from 'dayjs';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { getInboxList, type InboxListQuery } from '../../api/inbox-list';
import { getPlayerAvatar } from '../../api/player-avatar';
import type { ApiClient, RankProgress } from '@wl/api-client';
import { getRankProgress } from '../../api/rank-progress';
import { getUnreadMessages } from '../../api/unread-messages';
import {
  AGENT_MENU_TYPES,
  AVATAR_IMAGE_PATH,
  DEFAULT_PROFILE_ICON_COUNT,
  INBOX_CHECK_DAYS,
  INBOX_CHECK_PAGE,
  INBOX_CHECK_SIZE,
  INBOX_CHECK_SORT,
  MAIL_CENTRE_FLAG,
  NO_INBOX_AGENT_TYPES,
  UNREAD_BADGE_CAP,
  VIP_BENEFIT_LABEL_TYPE,
  VIP_PROGRESS_WITHOUT_LABEL,
} from './constants';

/** What the account bar reads of the session. */
export interface AccountBarSession {
  readonly token: string | null;
  readonly isAgent: number | null;
  readonly member: MemberInfo | null;
}

/** What the account bar store needs from the shell. */
export interface AccountBarDeps {
  api: ApiClient;
  session: AccountBarSession;
  flags: FlagView;
  events: EventBus;
  /** The settings' gw.PROFILE_ICON_COUNT, read when needed (settings may arrive or change later). */
  profileIconCount: () => number | null | undefined;
  /** The clock of the 7-day inbox window, epoch ms. */
  now?: () => number;
}

/**
 * VIP progress as a fraction 0..1 (spec/shell.md §6): 1 when there is no labelId, else completed divided by
 * expected. Nothing expected counts as complete rather than dividing by zero.
 */
export function vipProgressValue(progress: RankProgress): number {
  if (progress.labelId === null) return VIP_PROGRESS_WITHOUT_LABEL;
  if (progress.totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, progress.completedConditions / progress.totalExpectedConditions));
}

/** The unread badge's text: nothing for 0, the count up to the cap, then `99+`. */
export function unreadBadgeText(unread: number | null): string | null {
  if (unread === null || unread <= 0) return null;
  return unread > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(unread);
}

/**
 * The icon shown for an avatar index: 1..count (1-based); none chosen or out of range shows icon 1. A missing or
 * unusable count is the spec's default 9.
 */
export function avatarIcon(icon: number | null | undefined, count: number | null | undefined): number {
  const icons = count && Number.isInteger(count) && count > 0 ? count : DEFAULT_PROFILE_ICON_COUNT;
  return icon && Number.isInteger(icon) && icon >= 1 && icon <= icons ? icon : 1;
}

/** The inbox check's query (spec/shell.md §7): page 1, size 1, newest first, unread, sent in the last 7 days. */
export function inboxCheckQuery(now: number): InboxListQuery {
  const end = dayjs(now);
  return {
    page: INBOX_CHECK_PAGE,
    size: INBOX_CHECK_SIZE,
    sort: INBOX_CHECK_SORT,
    read: false,
    startTime: end.subtract(INBOX_CHECK_DAYS, 'day').valueOf(),
    endTime: end.valueOf(),
  };
}

/**
 * The account bar's member parts beyond the balance (which the session owns): the inbox (unread count and the
 * 7-day "new message" check), the avatar, VIP progress and the Agent entry. Loads when a member is known and again
 * for each new member; an INBOX realtime event reloads the inbox. These are decorations of the bar: a failed load
 * leaves its part out (or the default avatar) rather than showing an error in the header.
 */
export class AccountBarStore {
  /** Unread messages, null until loaded (or when the inbox is not loaded for this member). */
  unread: number | null = null;
  /** An unread message arrived in the last 7 days: the "new message" notice shows. */
  hasRecentUnread = false;
  /** The avatar index the server answered (null: none, or not loaded yet). */
  avatarIndex: number | null = null;
  /** The avatar call has answered (or failed: icon 1 then); until then no image is fetched. */
  avatarLoaded = false;
  rankProgress: RankProgress | null = null;
  /** Bumped for each member: answers for an earlier member are dropped. */
  private generation = 0;

  constructor(private readonly deps: AccountBarDeps) {
    makeAutoObservable<AccountBarStore, 'deps' | 'generation'>(this, { deps: false, generation: false });
  }

  private get member(): MemberInfo | null {
    return this.deps.session.token ? this.deps.session.member : null;
  }

  /**
   * The message centre entry shows for a member on a merchant with the mail centre on (spec/shell.md §6), except
   * agent types 4, 40, 41, 42, which load no unread messages.
   */
  get showsInbox(): boolean {
    const member = this.member;
    return (
      member !== null && !NO_INBOX_AGENT_TYPES.includes(member.type) && this.deps.flags.isOn(MAIL_CENTRE_FLAG)
    );
  }

  /** The unread badge text (`99+` above the cap), or null for none. */
  get unreadBadge(): string | null {
    return this.showsInbox ? unreadBadgeText(this.unread) : null;
  }

  /** The member's club label: the VIP status. VIP progress needs a token and one (spec/shell.md §6). */
  get vipLabel(): ClubLabel | null {
    return this.member?.clubLabel ?? null;
  }

  /** VIP progress 0..1, or null when not shown (no VIP status, or not loaded). */
  get vipProgress(): number | null {
    return this.vipLabel && this.rankProgress ? vipProgressValue(this.rankProgress) : null;
  }

  /** Whole percent for the progress bar, rounded down so 100 means really complete. */
  get vipPercent(): number | null {
    const value = this.vipProgress;
    return value === null ? null : Math.floor(value * 100);
  }

  /** The VIP benefit link shows for a label of type AUTO (spec/shell.md §6). */
  get showsVipBenefit(): boolean {
    return this.vipLabel?.type === VIP_BENEFIT_LABEL_TYPE;
  }

  /** The Agent menu entry shows for isAgent 1, 2, 41, 42 (spec/shell.md §6). */
  get showsAgentMenu(): boolean {
    return this.member !== null && AGENT_MENU_TYPES.includes(this.member.type);
  }

  /** The avatar's icon number, 1..PROFILE_ICON_COUNT. */
  get avatar(): number {
    return avatarIcon(this.avatarIndex, this.deps.profileIconCount());
  }

  /** The avatar's image address. */
  get avatarSrc(): string {
    return AVATAR_IMAGE_PATH(this.avatar);
  }

  /** Load for the current member and follow changes (a new member, INBOX events); call the result to stop. */
  start(): () => void {
    const stopMember = reaction(
      () => (this.member ? `${this.member.id}/${this.member.type}/${this.deps.session.token}` : null),
      () => this.reload(),
      { fireImmediately: true },
    );
    // A new message may have arrived: the count and the 7-day check are read again.
    const stopInbox = this.deps.events.subscribe('INBOX', () => void this.loadInbox());
    // The member centre read or deleted a message, or chose another avatar: read that part again.
    const stopCentre = this.deps.events.subscribe('member-centre.accountChanged', ({ part }) => {
      if (part === 'inbox') void this.loadInbox();
      else void this.loadAvatar();
    });
    return () => {
      stopMember();
      stopInbox();
      stopCentre();
      this.generation += 1;
    };
  }

  /** Forget the last member's parts and load the current member's. */
  reload(): void {
    this.generation += 1;
    this.unread = null;
    this.hasRecentUnread = false;
    this.avatarIndex = null;
    this.avatarLoaded = false;
    this.rankProgress = null;
    if (!this.member) return;
    void this.loadInbox();
    void this.loadAvatar();
    void this.loadVip();
  }

  /** The unread count, then (only when something is unread) the 7-day check. */
  async loadInbox(): Promise<void> {
    if (!this.showsInbox) return;
    const generation = this.generation;
    try {
      const { unread } = await this.deps.api.call(getUnreadMessages);
      let recent = false;
      if (unread > 0) {
        const now = this.deps.now?.() ?? Date.now();
        const page = await this.deps.api.call(getInboxList, { params: { ...inboxCheckQuery(now) } });
        recent = page.totalElements > 0 || page.content.length > 0;
      }
      runInAction(() => {
        if (generation !== this.generation) return;
        this.unread = unread;
        this.hasRecentUnread = recent;
      });
    } catch (error) {
      warn('inbox', error);
    }
  }

  private async loadAvatar(): Promise<void> {
    const generation = this.generation;
    try {
      const { icon } = await this.deps.api.call(getPlayerAvatar);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.avatarIndex = icon ?? null;
        this.avatarLoaded = true;
      });
    } catch (error) {
      warn('avatar', error);
      runInAction(() => {
        if (generation === this.generation) this.avatarLoaded = true;
      });
    }
  }

  private async loadVip(): Promise<void> {
    if (!this.vipLabel) return;
    const generation = this.generation;
    try {
      const progress = await this.deps.api.call(getRankProgress);
      runInAction(() => {
        if (generation === this.generation) this.rankProgress = progress;
      });
    } catch (error) {
      warn('VIP progress', error);
    }
  }
}

function warn(part: string, error: unknown): void {
  console.warn(`[account-bar] could not load the ${part}`, error instanceof Error ? error.message : error);
}
