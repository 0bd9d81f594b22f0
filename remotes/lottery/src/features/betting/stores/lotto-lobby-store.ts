import { errorText } from '@wl/api-client';
import { CIMODE, DEFAULT_LANGUAGE } from '@wl/i18n';
import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { LOTTERY_QUERY, LOTTO_LAUNCH_MODE, SEA_PRIZE_MODE } from '../../../constants';
import { lottoLobbyEndpoint, type LottoLobbyQuery } from '../api/lotto-lobby';

/** The source named in the `wallet.refreshRequested` events of this area. */
export const LOTTERY_WALLET_SOURCE = 'lottery';
/** The message the betting lobby posts to the site after a bet (the sandbox's stand-in does; docs/endpoints.md). */
export const LOTTO_BET_MESSAGE = 'lotto.bet';

/** What a bet opens: the game, its lottoMode, SEA or not, and what the link preselected. */
export interface LottoLobbyRequest {
  lottoGameCode: string;
  lottoMode: string;
  sea: boolean;
  /** The game's name, the frame's title. */
  title: string;
  playType?: string | null;
  betParam?: string | null;
}

/** Only http(s) URLs or in-site paths are framed (never `javascript:` or protocol-relative). */
export function safeLobbyUrl(url: string, origin: string): URL | null {
  try {
    if (url.startsWith('//')) return null;
    const parsed = new URL(url, origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Betting in the lotto lobby (spec/products.md §7 `lottoLobby`): a member's bet asks for the lobby URL (lottoGameCode,
 * launchMode LOTT, lottoMode, lang; prizeMode SEA for the sea lotteries) and opens it in the page, in a frame beside
 * the issue. A bet made there is posted back (`lotto.bet`) and the shell's balance re-reads at once; closing the
 * lobby re-reads it too (the player comes back to the site). Visitors get the login prompt, demo accounts the
 * real-account prompt (the shell's checks). One request at a time.
 */
export class LottoLobbyStore {
  /** The open lobby's URL, null when closed. */
  url: string | null = null;
  title = '';
  opening = false;
  error = '';
  /** Bets reported by the open lobby. */
  bets = 0;

  constructor(
    private readonly shell: ShellServices,
    private readonly origin: string = typeof location === 'undefined' ? 'http://localhost' : location.origin,
  ) {
    makeAutoObservable<LottoLobbyStore, 'shell' | 'origin'>(this, { shell: false, origin: false });
  }

  /** Open the lobby for `request`; nothing while a request is in flight or for a visitor or demo account. */
  async open(request: LottoLobbyRequest): Promise<void> {
    if (this.opening) return;
    if (!this.shell.requireLogin() || !this.shell.requireRealAccount()) return;
    this.opening = true;
    this.error = '';
    const params: LottoLobbyQuery = {
      lottoGameCode: request.lottoGameCode,
      launchMode: LOTTO_LAUNCH_MODE,
      lottoMode: request.lottoMode,
      // The server knows languages, not i18next's key-rendering pseudo-language: tests in cimode ask in CN.
      lang: this.shell.i18n.language === CIMODE ? DEFAULT_LANGUAGE : this.shell.i18n.language,
      ...(request.sea ? { prizeMode: SEA_PRIZE_MODE } : {}),
    };
    try {
      const { url } = await this.shell.api.call(lottoLobbyEndpoint, { params: { ...params } });
      const safe = safeLobbyUrl(url, this.origin);
      if (!safe) throw new Error(`Refused lotto lobby URL: ${url}`);
      // What the link preselected goes along: the lobby opens on that play type with those numbers.
      if (request.playType) safe.searchParams.set(LOTTERY_QUERY.playType, request.playType);
      if (request.betParam) safe.searchParams.set(LOTTERY_QUERY.betParam, request.betParam);
      runInAction(() => {
        this.url = safe.origin === this.origin ? `${safe.pathname}${safe.search}${safe.hash}` : safe.href;
        this.title = request.title;
        this.opening = false;
      });
    } catch (error) {
      runInAction(() => {
        this.opening = false;
        this.error = errorText(error);
      });
      void this.shell.dialogs.warn(errorText(error));
    }
  }

  /** Close the lobby; the balance re-reads (a bet may have been placed). */
  close(): void {
    if (!this.url) return;
    this.url = null;
    this.requestBalance();
  }

  /**
   * A message from a window: a `lotto.bet` from the open lobby's frame (`source` its window, from the lobby's
   * origin) re-reads the balance. Anything else is ignored.
   */
  onMessage(event: Pick<MessageEvent, 'data' | 'origin' | 'source'>, frame: Window | null | undefined): void {
    if (!this.url || !frame || event.source !== frame) return;
    const lobbyOrigin = safeLobbyUrl(this.url, this.origin)?.origin;
    if (event.origin !== lobbyOrigin) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== LOTTO_BET_MESSAGE)
      return;
    this.bets += 1;
    this.requestBalance();
  }

  private requestBalance(): void {
    this.shell.events.publish('wallet.refreshRequested', { source: LOTTERY_WALLET_SOURCE });
  }
}
