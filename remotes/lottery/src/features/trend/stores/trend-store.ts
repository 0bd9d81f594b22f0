import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { TREND_DRAW_COUNT } from '../../../constants';
import type { Draw } from '../../../api/draws';
import { drawHistoryEndpoint } from '../api/draw-history';
import { trendRows } from './trend';

/**
 * The trend chart page (`/lottery/trend?gameUrl=`, spec/products.md §2): the game's last 30 draws as a chart of
 * hits and misses per number. `gameUrl` names the game (its gameCode).
 */
export class TrendStore {
  gameCode: string | null = null;
  draws: Draw[] = [];
  readonly load = new LoadState();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<TrendStore, 'shell'>(this, { shell: false, load: false });
  }

  /** Load the chart of `gameCode`. */
  open(gameCode: string): void {
    this.gameCode = gameCode;
    this.draws = [];
    void this.load.run(
      () =>
        this.shell.api.call(drawHistoryEndpoint, {
          pathParams: { gameCode },
          params: { count: TREND_DRAW_COUNT },
        }),
      (draws) => {
        this.draws = draws;
      },
    );
  }

  retry(): void {
    if (this.gameCode) this.open(this.gameCode);
  }

  get chart() {
    return trendRows(this.draws);
  }
}
