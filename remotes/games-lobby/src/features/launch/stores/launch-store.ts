import { ApiError } from '@wl/api-client';
import type { LaunchGameParams, ShellServices } from '@wl/shell-contract';
import dayjs from 'dayjs';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  BALANCE_NOT_ENOUGH,
  FRAME_LOAD_MS,
  FRAME_RESET_MS,
  FREEPLAY_FLAG,
  LAUNCH_DELAY_MS,
  LAUNCHED_GAME_STORAGE_KEY,
  MAINTENANCE_TIME_FORMAT,
  RECOMMENDED_PLATFORMS,
  RES_TYPE_RECOMMEND,
  SEAMLESS_ROUTE,
  VENDOR_UNDER_MAINTENANCE,
} from '../../../constants';
import { gameLogoutEndpoint, type GameLogoutBody } from '../api/game-logout';
import { launchGameEndpoint, type LaunchAnswer } from '../api/launch-game';
import {
  recommendedGamesEndpoint,
  type RecommendedGame,
  type RecommendedQuery,
} from '../api/recommended-games';
import { trialLaunchEndpoint } from '../api/trial-launch';
import { launchGuardFor, type LaunchGuard } from '../../../lib/game-actions/launch-guard';
import { decideLaunch, gameUrlOf, launchQuery, safeGameUrl, trialQuery } from '../launch-rules';

/** A game shown in the page (/seamless or /trial); kept in session storage so a reload shows it again. */
export interface LaunchedGame {
  url: string;
  gameType: string;
  vassalage: string;
  demo: boolean;
  /** Its game logout was sent (the view was left, or the page went away): never sent twice for one game. */
  loggedOut?: boolean;
}

/** A vendor's maintenance, as the dialog and the recommended-games modal show it. */
export interface MaintenanceInfo {
  /** The server's message. */
  message: string;
  /** maintainTime and endTime as YYYY-MM-DD HH:mm:ss, or '' when the server sent none. */
  start: string;
  end: string;
  resType: number | null;
}

/** What the store needs of the browser; tests pass their own. */
export interface LaunchEnvironment {
  /** Opens the blank game window; must be called synchronously inside the click. Null when blocked. */
  openWindow(): Window | null;
  /** The page's location (the in-page route is replaced when already there; game URLs resolve against it). */
  location(): { href: string; pathname: string };
  /** Session storage, or null where there is none. */
  storage(): Storage | null;
  delay(ms: number): Promise<void>;
  /**
   * Shows the store's dialogs (maintenance, recommended games) in the host's overlay slot (`shell.overlay`), wherever
   * the launch came from, until they close. The components are handed in (../launch-service.ts): a store never
   * imports them.
   */
  showOverlay(store: LaunchStore, shell: ShellServices): void;
  /** Calls `listener` when the page goes away (`pagehide`: an address typed, the tab closed, a reload); returns the disposer. */
  onPageHide(listener: () => void): () => void;
  /**
   * Sends a request that outlives the page: `fetch` with `keepalive`, which, unlike `navigator.sendBeacon`, carries
   * the headers the backend needs (Authorization, Merchant...).
   */
  sendOnExit(url: string, init: RequestInit): void;
}

/** The maintenance info of a vendor_under_maintenance failure (times formatted with dayjs, §4). */
export function maintenanceInfo(error: ApiError): MaintenanceInfo {
  const value = (error.value && typeof error.value === 'object' ? error.value : {}) as Record<
    string,
    unknown
  >;
  const format = (time: unknown) =>
    (typeof time === 'number' || typeof time === 'string') && dayjs(time).isValid()
      ? dayjs(time).format(MAINTENANCE_TIME_FORMAT)
      : '';
  const resType = Number(value.resType);
  return {
    message: error.displayText,
    start: format(value.maintainTime),
    end: format(value.endTime),
    resType: Number.isFinite(resType) ? resType : null,
  };
}

/** What a failure log may say: code and text, never the request (its query carries the token). */
function describe(error: unknown): string {
  return error instanceof ApiError
    ? `${error.errorCode ?? error.status ?? error.kind}: ${error.displayText}`
    : String(error);
}

function readLaunched(storage: Storage | null): LaunchedGame | null {
  try {
    const raw = storage?.getItem(LAUNCHED_GAME_STORAGE_KEY);
    const game = raw ? (JSON.parse(raw) as Partial<LaunchedGame>) : null;
    if (!game || typeof game.url !== 'string' || typeof game.vassalage !== 'string') return null;
    if (!/^https?:\/\//.test(game.url)) return null;
    return {
      url: game.url,
      gameType: String(game.gameType ?? ''),
      vassalage: game.vassalage,
      demo: !!game.demo,
      loggedOut: !!game.loggedOut,
    };
  } catch {
    return null;
  }
}

/**
 * The game launch of spec/products.md §3/§4 (the rules are pure functions in launch-rules.ts): opens the game in a
 * new window or in the page (/seamless, /trial), handles every failure, and runs the in-page view's frame and its
 * game logout. One store per shell (`launchStoreFor` in ../launch-service.ts), shared by the `launchGame` service
 * and the routes.
 */
export class LaunchStore {
  /** The game of the in-page view. */
  launched: LaunchedGame | null;
  /** The frame's URL (null while it resets) and its identity (a new one rebuilds the frame). */
  frameUrl: string | null = null;
  frameKey = 0;
  /** A vendor's maintenance being shown (the maintenance dialog or the recommended-games modal). */
  maintenance: MaintenanceInfo | null = null;
  /** Games recommended instead (resType 1); the modal shows only when there are some. */
  recommended: RecommendedGame[] = [];
  private timers: ReturnType<typeof setTimeout>[] = [];
  /** The lobby's one in-flight guard: a launch from a lobby screen already holds it when it gets here. */
  private readonly guard: LaunchGuard;

  constructor(
    private readonly shell: ShellServices,
    private readonly env: LaunchEnvironment,
  ) {
    this.launched = readLaunched(env.storage());
    this.guard = launchGuardFor(shell);
    makeAutoObservable<LaunchStore, 'shell' | 'env' | 'timers' | 'guard'>(
      this,
      { shell: false, env: false, timers: false, guard: false },
      { autoBind: true },
    );
  }

  /** Which dialog shows: the recommended-games modal when there are games, else the maintenance dialog. */
  get overlay(): 'recommended' | 'maintenance' | null {
    if (!this.maintenance) return null;
    return this.recommended.length > 0 ? 'recommended' : 'maintenance';
  }

  /**
   * Launch a game (the remote's `launchGame` service; the shell checked login and real account), one at a time
   * through the lobby's one guard. Everything up to window.open runs synchronously, inside the click: the blank
   * window is opened before the first await.
   */
  launch(params: LaunchGameParams): Promise<void> {
    return this.guard.run(params, () => this.start(params));
  }

  private start(params: LaunchGameParams): Promise<void> {
    const t = this.shell.i18n.t;
    const decision = decideLaunch(params, this.shell.flags.isOn(FREEPLAY_FLAG));
    if (decision.kind === 'stay_tuned') return this.shell.dialogs.warn(t('in_stay_tuned'));
    let win: Window | null = null;
    if (decision.window === 'new') {
      win = this.env.openWindow();
      if (!win) return this.shell.dialogs.warn(t('games-lobby:popup_blocked'));
    }
    return this.run(params, decision.demo, decision.route, win);
  }

  /** Close the maintenance dialog or the recommended-games modal; the maintenance info goes with it (§4). */
  closeOverlay(): void {
    this.maintenance = null;
    this.recommended = [];
  }

  /**
   * A recommended game was clicked: close the modal and launch it, in the click. Directly, not back out through
   * `shell.launchGame`: the modal follows a real launch of this member, who passed the shell's checks.
   */
  launchRecommended(game: RecommendedGame): Promise<void> {
    this.closeOverlay();
    return this.launch({
      gameId: game.gameId ?? null,
      roomId: game.roomId ?? null,
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      gameType: game.gameType,
      freeplay: game.freeplay ?? 0,
      appNewWindow: game.appNewWindow ?? 0,
      platform: game.platform ?? null,
    });
  }

  /**
   * The in-page view shows `game`: the frame is emptied, rebuilt after 200 ms and given the game 100 ms later (§4),
   * so a game replacing another starts from a fresh frame.
   */
  resetFrame(): void {
    this.clearTimers();
    const url = this.launched?.url ?? null;
    this.frameUrl = null;
    if (!url) return;
    this.timers.push(
      setTimeout(() => {
        runInAction(() => {
          this.frameKey += 1;
        });
        this.timers.push(
          setTimeout(
            () =>
              runInAction(() => {
                this.frameUrl = url;
              }),
            FRAME_LOAD_MS,
          ),
        );
      }, FRAME_RESET_MS),
    );
  }

  /**
   * The in-page view shows `game` on `route` (SEAMLESS_ROUTE or TRIAL_ROUTE): a fresh frame, and on /seamless the
   * game logout (§2) also when the page itself goes away (an address typed, the tab closed), which unmounts nothing.
   * Returns what leaving the view does ({@link leaveView}): the effect's cleanup.
   */
  showView(game: LaunchedGame | null, route: string): () => void {
    this.resetFrame();
    const stopWatching =
      game && route === SEAMLESS_ROUTE ? this.env.onPageHide(() => this.logOutOfGame(game, true)) : null;
    return () => {
      stopWatching?.();
      this.leaveView(game, route);
    };
  }

  /**
   * The in-page view of `game` is left (unmounted). Leaving /seamless logs out of the game (§2); the game is
   * forgotten unless another launch replaced it meanwhile.
   */
  leaveView(game: LaunchedGame | null, route: string): void {
    this.clearTimers();
    this.frameUrl = null;
    if (!game) return;
    if (route === SEAMLESS_ROUTE) this.logOutOfGame(game, false);
    if (this.launched === game) this.setLaunched(null);
  }

  /**
   * The game logout of `game` (§2), once per game: not for a demo, not again for a game already logged out (an
   * in-app navigation after the page was hidden, a reload that showed the game again), not for a member who logged
   * out of the site. While the page lives it goes through the client; when the page goes away (`pageExit`), a
   * keepalive fetch with the client's headers carries it, since the client's request would die with the page.
   */
  private logOutOfGame(game: LaunchedGame, pageExit: boolean): void {
    const { api, session } = this.shell;
    if (game.demo || game.loggedOut || !session.isLoggedIn) return;
    game.loggedOut = true;
    // Remembered with the game: a reload shows it again (see readLaunched) and must not log out a second time.
    if (this.launched === game) this.setLaunched(game);
    const body: GameLogoutBody = { vassalage: game.vassalage };
    if (pageExit) {
      this.env.sendOnExit(`${api.baseURL}${gameLogoutEndpoint.path}`, {
        method: gameLogoutEndpoint.method,
        keepalive: true,
        headers: { ...api.headers(), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return;
    }
    api
      .call(gameLogoutEndpoint, { body })
      .catch((error: unknown) => console.warn('[games-lobby] game logout failed', describe(error)));
  }

  private async run(
    params: LaunchGameParams,
    demo: boolean,
    route: string,
    win: Window | null,
  ): Promise<void> {
    const t = this.shell.i18n.t;
    await this.env.delay(LAUNCH_DELAY_MS);
    if (!this.hasLobbyDomain()) {
      win?.close();
      await this.shell.dialogs.warn(t('games-lobby:game_maintenance'));
      return;
    }
    let answer: LaunchAnswer;
    try {
      answer = demo
        ? await this.shell.api.call(trialLaunchEndpoint, { params: trialQuery(params) })
        : await this.shell.api.call(launchGameEndpoint, { params: launchQuery(params, this.launcher()) });
    } catch (error) {
      win?.close();
      // A failed trial launch is only logged (§4).
      if (demo) console.warn('[games-lobby] trial launch failed', describe(error));
      else await this.fail(error, params);
      return;
    }
    const url = safeGameUrl(gameUrlOf(params.vassalage, answer) ?? '', this.env.location().href);
    if (!url) {
      win?.close();
      if (demo) console.warn('[games-lobby] trial launch answered no game URL');
      else await this.shell.dialogs.warn(t('unknown_error'));
      return;
    }
    if (win) {
      // The game page gets no handle on the site's window.
      win.opener = null;
      win.location.href = url;
      return;
    }
    this.setLaunched({
      url,
      gameType: String(params.gameType ?? ''),
      vassalage: params.vassalage,
      demo,
      loggedOut: false,
    });
    const [path] = route.split('?');
    // Already on the in-page view: the new game replaces the entry instead of stacking another (§2).
    this.shell.navigate(route, this.env.location().pathname === path ? { replace: true } : undefined);
  }

  private async fail(error: unknown, params: LaunchGameParams): Promise<void> {
    const t = this.shell.i18n.t;
    if (!(error instanceof ApiError)) {
      await this.shell.dialogs.warn(t('unknown_error'));
      return;
    }
    if (error.errorCode === VENDOR_UNDER_MAINTENANCE) {
      const info = maintenanceInfo(error);
      const games =
        info.resType === RES_TYPE_RECOMMEND && params.gameType
          ? await this.loadRecommended(String(params.gameType), params.vassalage)
          : [];
      runInAction(() => {
        this.maintenance = info;
        this.recommended = games;
      });
      this.env.showOverlay(this, this.shell);
      return;
    }
    if (error.errorCode === BALANCE_NOT_ENOUGH) {
      const deposit = await this.shell.dialogs.confirm(t('games-lobby:launch_game_balance_not_enough'), {
        okText: t('games-lobby:deposit'),
        cancelText: t('cancel'),
      });
      if (deposit) this.shell.openDeposit();
      return;
    }
    await this.shell.dialogs.warn(error.displayText);
  }

  /** Recommended hot games of the type, without the vendor under maintenance; a failure is ignored (§8). */
  private loadRecommended(gameType: string, vassalage: string): Promise<RecommendedGame[]> {
    const params: RecommendedQuery = { platform: RECOMMENDED_PLATFORMS, gameType, vassalage };
    return this.shell.api.call(recommendedGamesEndpoint, { params }).catch((error: unknown) => {
      console.warn('[games-lobby] recommended games failed', describe(error));
      return [];
    });
  }

  /**
   * The lobby domain (launchGameCDNs, spec/shell.md §3) exists in the settings the host holds. A host before contract
   * 1.3 hands no settings view: the launch call decides, as it did when the settings could not be read.
   */
  private hasLobbyDomain(): boolean {
    const settings = (this.shell as Partial<ShellServices>).settings;
    if (!settings) return true;
    return settings.launchGameCDNs.some((domain) => domain.trim() !== '');
  }

  private launcher() {
    const { session, i18n } = this.shell;
    return {
      username: session.account ?? '',
      token: session.token ?? '',
      merchantCode: session.merchant,
      language: i18n.language,
    };
  }

  private setLaunched(game: LaunchedGame | null): void {
    this.launched = game;
    try {
      const storage = this.env.storage();
      if (game) storage?.setItem(LAUNCHED_GAME_STORAGE_KEY, JSON.stringify(game));
      else storage?.removeItem(LAUNCHED_GAME_STORAGE_KEY);
    } catch {
      // Storage full or denied: the game still shows until a reload.
    }
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }
}
