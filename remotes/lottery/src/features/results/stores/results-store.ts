import { errorText } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import type { LoadStatus } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { RESULTS_COUNT } from '../../../constants';
import { drawsEndpoint, type Draw } from '../../../api/draws';

/** The latest draws of one game (the results panel shows 5, newest first). */
export class ResultsStore {
  gameCode: string | null = null;
  draws: Draw[] = [];
  state: LoadStatus = 'idle';
  error = '';
  private request = 0;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<ResultsStore, 'shell' | 'request'>(this, { shell: false, request: false });
  }

  /** Load the draws of `gameCode`; reloading the same game keeps the shown draws until the answer comes. */
  async load(gameCode: string): Promise<void> {
    const request = ++this.request;
    if (gameCode !== this.gameCode || this.state !== 'ready') {
      this.gameCode = gameCode;
      this.state = 'loading';
      this.draws = [];
    }
    this.error = '';
    try {
      const draws = await this.shell.api.call(drawsEndpoint, { params: { gameCode, count: RESULTS_COUNT } });
      if (request !== this.request) return;
      runInAction(() => {
        this.draws = draws.slice(0, RESULTS_COUNT);
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.state = 'error';
        this.error = errorText(error);
      });
    }
  }

  /**
   * A draw broadcast of the shown game: listed first, once per issue, keeping {@link RESULTS_COUNT}. While the draws
   * are still loading the answer will hold it; another game's draw is ignored.
   */
  applyDraw(draw: Draw): void {
    if (draw.gameCode !== this.gameCode || this.state !== 'ready') return;
    if (this.draws.some((shown) => shown.numero === draw.numero)) return;
    this.draws = [draw, ...this.draws].slice(0, RESULTS_COUNT);
  }

  retry(): void {
    if (this.gameCode) void this.load(this.gameCode);
  }
}
