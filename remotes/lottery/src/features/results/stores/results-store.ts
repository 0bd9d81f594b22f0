import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { RESULTS_COUNT } from '../../../constants';
import { drawsEndpoint, type Draw } from '../../../api/draws';

/** The latest draws of one game (the results panel shows 5, newest first). */
export class ResultsStore {
  gameCode: string | null = null;
  draws: Draw[] = [];
  readonly drawsLoad = new LoadState();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<ResultsStore, 'shell'>(this, { shell: false, drawsLoad: false });
  }

  /** Load the draws of `gameCode`; reloading the same game keeps the shown draws until the answer comes. */
  load(gameCode: string): Promise<void> {
    const same = gameCode === this.gameCode && this.drawsLoad.status === 'ready';
    if (!same) {
      this.gameCode = gameCode;
      this.draws = [];
    }
    return this.drawsLoad.run(
      () => this.shell.api.call(drawsEndpoint, { params: { gameCode, count: RESULTS_COUNT } }),
      (draws) => (this.draws = draws.slice(0, RESULTS_COUNT)),
      { keepReady: same ? 'while-loading' : undefined },
    );
  }

  /**
   * A draw broadcast of the shown game: listed first, once per issue, keeping {@link RESULTS_COUNT}. While the draws
   * are still loading the answer will hold it; another game's draw is ignored.
   */
  applyDraw(draw: Draw): void {
    if (draw.gameCode !== this.gameCode || this.drawsLoad.status !== 'ready') return;
    if (this.draws.some((shown) => shown.numero === draw.numero)) return;
    this.draws = [draw, ...this.draws].slice(0, RESULTS_COUNT);
  }

  retry(): void {
    if (this.gameCode) void this.load(this.gameCode);
  }
}
