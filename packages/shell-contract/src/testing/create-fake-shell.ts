import { ApiClient } from '@wl/api-client';
import { createEventBus } from '@wl/event-bus';
import { createI18n, type DisplayLanguage } from '@wl/i18n';
import type { i18n as I18nInstance } from 'i18next';
import { makeAutoObservable, observableRef } from 'mobx';
import { OverlayStack } from '../overlay-stack';
import { subscribeDrawsVia, type RealtimeService, type TopicHandler } from '../realtime';
import type { Balance, MemberInfo, SessionView } from '../session';
import type { LaunchGameParams, LaunchGameService, SettingsView, ShellServices } from '../shell-services';

/** A session a test can change; observable like the host's. */
export class FakeSession implements SessionView {
  token: string | null = null;
  account: string | null = null;
  isAgent: number | null = null;
  customerId: number | null = null;
  merchant = 'demo';
  member: MemberInfo | null = null;
  balance: Balance | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** Pretend a member logged in. */
  logIn(token: string, member: MemberInfo, balance: Balance | null = null): void {
    this.token = token;
    this.member = member;
    this.account = member.account;
    this.isAgent = member.type;
    this.customerId = member.id;
    this.balance = balance;
  }

  logOut(): void {
    this.token = this.account = this.member = this.balance = null;
    this.isAgent = this.customerId = null;
  }
}

/** The lobby domain the fake settings hold unless a test says otherwise. */
export const FAKE_LAUNCH_GAME_CDN = 'https://cdn.example.test';

/** Site settings a test can change; observable like the host's. */
export class FakeSettings implements SettingsView {
  launchGameCDNs: readonly string[] = [FAKE_LAUNCH_GAME_CDN];

  constructor() {
    makeAutoObservable(this, { launchGameCDNs: observableRef });
  }
}

/** The draw topic pattern of the default site config. */
export const FAKE_DRAW_TOPIC = '/topic/draw_number/{gameCode}';
/** Where the default site config's member topics start (`/topic/user/{customerId}`). */
export const FAKE_MEMBER_TOPIC_PREFIX = '/topic/user/';

/**
 * The shell's realtime topic service without a server: areas subscribe as with the host, a test delivers messages
 * with {@link emit} and checks what is followed with {@link followed}.
 */
export class FakeRealtime implements RealtimeService {
  connected = true;
  private readonly handlers = new Map<string, Set<TopicHandler>>();

  constructor(private readonly drawTopic = FAKE_DRAW_TOPIC) {
    // The standalone page runs this in the browser, on the apps' shared MobX subset (@wl/mf-config mobx.mjs).
    makeAutoObservable<FakeRealtime, 'handlers' | 'drawTopic'>(this, { handlers: false, drawTopic: false });
  }

  subscribeTopic(destination: string, handler: TopicHandler): () => void {
    // As the host: a member topic is not a topic (its events come on the bus).
    if (destination.startsWith(FAKE_MEMBER_TOPIC_PREFIX)) return () => {};
    let set = this.handlers.get(destination);
    if (!set) this.handlers.set(destination, (set = new Set()));
    // Each call is its own subscription, even with the same function.
    const entry: TopicHandler = (body) => handler(body);
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0 && this.handlers.get(destination) === set) this.handlers.delete(destination);
    };
  }

  subscribeDraws: RealtimeService['subscribeDraws'] = (gameCode, handler) =>
    subscribeDrawsVia(
      (destination, h) => this.subscribeTopic(destination, h),
      this.drawTopic,
      gameCode,
      handler,
    );

  /** Deliver a message body to the handlers of `destination`, as the host does for a server message. */
  emit(destination: string, body: unknown): void {
    for (const handler of [...(this.handlers.get(destination) ?? [])]) handler(body);
  }

  /** Destinations some handler follows, sorted. */
  get followed(): string[] {
    return [...this.handlers.keys()].sort();
  }
}

/** Options of {@link createFakeShell}. */
export interface FakeShellOptions {
  /** Flags that are on; `'all'` (default) turns every flag on. */
  flags?: 'all' | string[];
  language?: DisplayLanguage;
  merchant?: string;
  /** Origin for API calls; jsdom's own origin by default. */
  baseURL?: string;
  /**
   * The games-lobby remote's launch service, called by `shell.launchGame` after its checks. `shell.launchGame` checks
   * login and real account as the host does (a demo launch needs neither) with or without it; without it the
   * launches that passed are only recorded.
   */
  launchGameService?: LaunchGameService;
}

/** What a test can inspect after using the fake shell. */
export interface FakeShell {
  shell: ShellServices;
  session: FakeSession;
  /** The realtime topic service the shell hands out. */
  realtime: FakeRealtime;
  /** The site settings the shell hands out (`shell.settings`). */
  settings: FakeSettings;
  /** The overlay slot the shell hands out (`shell.overlay`): `entries` lists what shows. */
  overlay: OverlayStack;
  i18n: I18nInstance;
  /** Paths passed to navigate(), prefixed `replace:` when replacing the history entry. */
  navigations: string[];
  /** Dialog and toast messages shown, prefixed by kind (`warn:`, `confirm:`, `toast:`). */
  messages: string[];
  /** Games launched: the `shell.launchGame` calls that passed the login and real-account checks. */
  launches: LaunchGameParams[];
  /** Answer the next confirm dialogs with this (default true). */
  confirmAnswer: boolean;
}

/**
 * Shell services for tests and a remote's standalone harness: a real API client (point it at the sandbox or MSW),
 * a real event bus, an observable session and recording dialogs.
 */
export function createFakeShell(options: FakeShellOptions = {}): FakeShell {
  const session = new FakeSession();
  session.merchant = options.merchant ?? 'demo';
  const i18n = createI18n(options.language ?? 'cimode');
  const fake: FakeShell = {
    session,
    realtime: new FakeRealtime(),
    settings: new FakeSettings(),
    overlay: new OverlayStack(),
    i18n,
    navigations: [],
    messages: [],
    launches: [],
    confirmAnswer: true,
    shell: undefined as unknown as ShellServices,
  };
  const flags = options.flags ?? 'all';
  fake.shell = {
    api: new ApiClient({
      baseURL: options.baseURL,
      context: {
        merchant: () => session.merchant,
        language: () => (i18n.language === 'cimode' ? 'CN' : i18n.language),
        token: () => session.token,
      },
    }),
    events: createEventBus(),
    realtime: fake.realtime,
    session,
    settings: fake.settings,
    overlay: fake.overlay,
    flags: { isOn: (modId) => flags === 'all' || flags.includes(modId) },
    i18n: {
      get language() {
        return i18n.language as DisplayLanguage;
      },
      t: i18n.t.bind(i18n),
    },
    navigate: (to, navigateOptions) =>
      void fake.navigations.push(navigateOptions?.replace ? `replace:${to}` : to),
    requireLogin: () => {
      if (session.isLoggedIn) return true;
      fake.messages.push('warn:in_sorry_in');
      return false;
    },
    requireRealAccount: () => {
      if (session.isAgent !== 4) return true;
      fake.messages.push('warn:in_need_true_account');
      return false;
    },
    dialogs: {
      warn: async (message) => void fake.messages.push(`warn:${message}`),
      confirm: async (message) => {
        fake.messages.push(`confirm:${message}`);
        return fake.confirmAnswer;
      },
      toast: (message) => void fake.messages.push(`toast:${message}`),
    },
    openCustomerService: () => void fake.messages.push('customer-service'),
    openDeposit: () => void fake.navigations.push('/member/depositv2'),
    // As the host's: the one check of login and real account for every area's launch, then the lobby's service.
    launchGame: (params) => {
      if (!params.demo && (!fake.shell.requireLogin() || !fake.shell.requireRealAccount()))
        return Promise.resolve();
      fake.launches.push(params);
      return options.launchGameService?.(fake.shell, params) ?? Promise.resolve();
    },
  };
  return fake;
}
