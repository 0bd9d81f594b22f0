import type { ApiClient } from '@wl/api-client';
import type { EventBus } from '@wl/event-bus';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  encodeChatToken,
  getChatPermission,
  getChatUnread,
  launchChat,
  saveMemberInfoByAuthKey,
} from '../../api/chat';
import {
  CHAT_DEFAULT_HEIGHT,
  CHAT_DEFAULT_WIDTH,
  CHAT_EDGE_MARGIN,
  CHAT_FLAG,
  CHAT_MAX_WIDTH,
  CHAT_MESSAGES,
  CHAT_MIN_HEIGHT,
  CHAT_MIN_WIDTH,
  CHAT_REFUSED_AGENT_TYPE,
  CHAT_SYNC_RETRY_MS,
  CHAT_UNREAD_DOTS,
  CHAT_UNREAD_MAX,
} from './constants';

/** The chat widget's user details (set on login, cleared on logout: spec/shell.md §4). */
export interface ChatUser {
  account: string;
  nickname: string | null;
}

/** Size of the browser's viewport. */
export interface Viewport {
  width: number;
  height: number;
}

/** What the chat needs from the shell. */
export interface ChatStoreDeps {
  api: ApiClient;
  events: EventBus;
  isOn: (flag: string) => boolean;
  session: {
    readonly isLoggedIn: boolean;
    readonly isAgent: number | null;
    readonly account: string | null;
    readonly member: { nickname?: string | null } | null;
  };
  /** The shell's login prompt (in_sorry_in, with a login button). */
  requireLogin: () => void;
  warn: (message: string) => void;
  t: (key: string) => string;
  viewport: () => Viewport;
  /** The page's text direction (`<html dir>`): in RTL the window's x counts from the right edge. */
  direction?: () => 'ltr' | 'rtl';
  wait?: (ms: number) => Promise<void>;
}

/** Keep `value` within [min, max] (min wins when they cross). */
const clamp = (value: number, min: number, max: number): number => Math.max(min, Math.min(value, max));

/** The unread badge's text: the count, or dots above 99 (spec/shell.md §4). */
export function unreadLabel(unread: number): string {
  return unread > CHAT_UNREAD_MAX ? CHAT_UNREAD_DOTS : String(unread);
}

/** A chat room link the site may open: an in-site path or an absolute http(s) link (house rule). */
export function safeChatLink(link: string): string | null {
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The chat room (spec/shell.md §4 "Chat"): gating, the launch (auth key, link, third-party token), the unread count
 * with its sync retries, and the floating window's place and size, kept inside the viewport.
 */
export class ChatStore {
  /** The room window is open. */
  open = false;
  launching = false;
  /** The room page in the window; null while launching. */
  url: string | null = null;
  /** The auth key of the last launch; null when saving it failed (the plain link). */
  authKey: string | null = null;
  /** The member's session encoded for the chat provider, posted to the room page. */
  chatToken: string | null = null;
  unread = 0;
  /** The group permission (null: not known, e.g. a visitor or a failed read). */
  permission: { checked: boolean; allowed: boolean } | null = null;
  user: ChatUser | null = null;
  /** The window's distance from the inline-start edge (the left, or the right in RTL), so it mirrors in AR. */
  x = 0;
  y = 0;
  width = CHAT_DEFAULT_WIDTH;
  height = CHAT_DEFAULT_HEIGHT;
  /** Whether the window has its first place (see {@link placeWindow}). */
  placed = false;
  private syncRun = 0;
  private stopEvents: (() => void) | null = null;

  constructor(private readonly deps: ChatStoreDeps) {
    makeAutoObservable<ChatStore, 'deps' | 'syncRun' | 'stopEvents'>(this, {
      deps: false,
      syncRun: false,
      stopEvents: false,
    });
  }

  /**
   * The window's first place, at the inline end beside the launcher, made when it first opens: reading the viewport
   * forces a layout, which the widget's start (with the page's first render) should not pay for a window not shown.
   */
  placeWindow(): void {
    if (this.placed) return;
    const viewport = this.deps.viewport();
    this.x = viewport.width - this.width - CHAT_EDGE_MARGIN;
    this.y = viewport.height - this.height - CHAT_EDGE_MARGIN;
    this.placed = true;
    this.fitViewport();
  }

  /**
   * Whether the chat shows: the feature must be on; a visitor sees it (the launch asks for a login); a member's
   * group must be allowed when the merchant checks groups. isAgent 4 sees it and is refused at launch.
   */
  get visible(): boolean {
    if (!this.deps.isOn(CHAT_FLAG)) return false;
    if (!this.deps.session.isLoggedIn) return true;
    return !(this.permission?.checked && !this.permission.allowed);
  }

  /** The badge's text, or null when nothing is unread. */
  get badge(): string | null {
    return this.unread > 0 ? unreadLabel(this.unread) : null;
  }

  /** The page runs right to left: x counts from the right edge and horizontal moves are mirrored. */
  get rtl(): boolean {
    return this.deps.direction?.() === 'rtl';
  }

  /** A physical horizontal move (pointer or arrow key, + is rightwards) as a change of x: mirrored in RTL. */
  inlineDelta(dx: number): number {
    return this.rtl ? -dx : dx;
  }

  /** Start following the session (user details, sync); call once when the widget mounts. Returns the stop. */
  start(): () => void {
    this.setUser(this.deps.session.account);
    this.stopEvents?.();
    this.stopEvents = this.deps.events.subscribe('session.changed', ({ account }) => {
      this.setUser(account);
      // The room belonged to the previous user.
      if (account === null) this.close();
      void this.sync();
    });
    void this.sync();
    return () => this.stop();
  }

  stop(): void {
    this.stopEvents?.();
    this.stopEvents = null;
    this.syncRun += 1;
  }

  /** Set or clear the widget's user details (spec/shell.md §4: a login state change). */
  setUser(account: string | null): void {
    this.user = account ? { account, nickname: this.deps.session.member?.nickname ?? null } : null;
  }

  /**
   * Read the unread count and the group permission; a failure is retried 1000 and 3000 ms after the start
   * (spec/shell.md §4 "Chat sync retries"). A newer sync (a login change) ends an older one's retries.
   */
  async sync(): Promise<void> {
    const run = ++this.syncRun;
    const { session } = this.deps;
    if (!this.deps.isOn(CHAT_FLAG) || !session.isLoggedIn || session.isAgent === CHAT_REFUSED_AGENT_TYPE) {
      this.unread = 0;
      this.permission = null;
      return;
    }
    const wait = this.deps.wait ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
    let waited = 0;
    for (let attempt = 0; attempt <= CHAT_SYNC_RETRY_MS.length; attempt += 1) {
      if (attempt > 0) {
        const at = CHAT_SYNC_RETRY_MS[attempt - 1]!;
        await wait(at - waited);
        waited = at;
      }
      if (run !== this.syncRun) return;
      if (await this.syncOnce(run)) return;
    }
  }

  private async syncOnce(run: number): Promise<boolean> {
    const [unread, permission] = await Promise.allSettled([
      this.deps.api.call(getChatUnread),
      this.deps.api.call(getChatPermission),
    ]);
    if (run !== this.syncRun) return true;
    runInAction(() => {
      if (unread.status === 'fulfilled') this.unread = unread.value.unread;
      if (permission.status === 'fulfilled') this.permission = permission.value;
    });
    return unread.status === 'fulfilled' && permission.status === 'fulfilled';
  }

  /** The launcher's click: open the room (or close it when open). */
  toggle(): void {
    if (this.open) this.close();
    else void this.launch();
  }

  /**
   * Open the room: a login is required (in_sorry_in), isAgent 4 is refused (in_please_information); then the auth
   * key (failure: a null key and the plain link), the link, the third-party token. A failure of the last two closes
   * the window and logs a warning (spec/shell.md §4).
   */
  async launch(): Promise<void> {
    if (this.launching) return;
    const { session, api } = this.deps;
    if (!session.isLoggedIn) {
      this.deps.requireLogin();
      return;
    }
    if (session.isAgent === CHAT_REFUSED_AGENT_TYPE) {
      this.deps.warn(this.deps.t(CHAT_MESSAGES.refused));
      return;
    }
    this.placeWindow();
    this.open = true;
    this.launching = true;
    this.url = null;
    this.chatToken = null;
    let authKey: string | null = null;
    try {
      ({ authKey } = await api.call(saveMemberInfoByAuthKey));
    } catch {
      authKey = null;
    }
    runInAction(() => (this.authKey = authKey));
    try {
      const { url } = await api.call(launchChat, { params: authKey ? { authKey } : {} });
      const link = safeChatLink(url);
      if (!link) throw new Error('the chat link is not an http(s) or site link');
      const { chatToken } = await api.call(encodeChatToken, { body: { authKey } });
      runInAction(() => {
        if (!this.launching) return;
        this.url = link;
        this.chatToken = chatToken;
        this.launching = false;
      });
    } catch (error) {
      console.warn('[chat] launch failed', error instanceof Error ? error.message : error);
      runInAction(() => this.close());
    }
  }

  /** Close the room window (the user's close button, a logout, a failed launch). */
  close(): void {
    this.open = false;
    this.launching = false;
    this.url = null;
    this.chatToken = null;
  }

  /** Move the window to x (from the inline-start edge) and y, kept inside the viewport in either direction. */
  moveTo(x: number, y: number): void {
    const viewport = this.deps.viewport();
    this.x = clamp(x, 0, Math.max(0, viewport.width - this.width));
    this.y = clamp(y, 0, Math.max(0, viewport.height - this.height));
  }

  /** Resize the window within its limits (spec/shell.md §9) and the viewport. */
  resizeTo(width: number, height: number): void {
    const viewport = this.deps.viewport();
    this.width = clamp(width, CHAT_MIN_WIDTH, Math.min(CHAT_MAX_WIDTH, viewport.width - this.x));
    this.height = clamp(height, CHAT_MIN_HEIGHT, viewport.height - this.y);
    this.moveTo(this.x, this.y);
  }

  /** After a viewport change: the window shrinks to fit, then moves back inside. */
  fitViewport(): void {
    if (!this.placed) return;
    const viewport = this.deps.viewport();
    this.width = clamp(this.width, CHAT_MIN_WIDTH, Math.min(CHAT_MAX_WIDTH, viewport.width));
    this.height = clamp(this.height, CHAT_MIN_HEIGHT, viewport.height);
    this.moveTo(this.x, this.y);
  }
}
