import type { ShellServices } from '@wl/shell-contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { describeFailure, type LoadFailure } from '@wl/api-client';
import { VIP_PROGRESS_WITHOUT_LABEL } from '../../../constants';
import { getRankProgress, type RankProgress } from '../api/rank-progress';

/**
 * VIP progress as a fraction 0..1 (spec/shell.md §6): 1 when there is no labelId, else completed divided by
 * expected. Nothing expected counts as complete rather than dividing by zero.
 */
export function vipProgressValue(progress: RankProgress): number {
  if (progress.labelId === null) return VIP_PROGRESS_WITHOUT_LABEL;
  if (progress.totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, progress.completedConditions / progress.totalExpectedConditions));
}

/** The member's VIP rank progress from /wps/member/rank/progress. */
export class VipProgressStore {
  state: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  progress: RankProgress | null = null;
  /** Why the last load failed, or null. */
  failure: LoadFailure | null = null;
  private loadSeq = 0;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<VipProgressStore, 'shell' | 'loadSeq'>(this, { shell: false, loadSeq: false });
  }

  /** Load (or reload) the progress; never rejects. */
  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    this.state = 'loading';
    this.failure = null;
    try {
      const progress = await this.shell.api.call(getRankProgress);
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.progress = progress;
        this.state = 'ready';
      });
    } catch (error) {
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.state = 'error';
        this.failure = describeFailure(error);
      });
    }
  }

  /** Progress 0..1, or null before it is loaded. */
  get value(): number | null {
    return this.progress ? vipProgressValue(this.progress) : null;
  }

  /** Whole percent, rounded down so 100 % means really complete. */
  get percent(): number | null {
    return this.value === null ? null : Math.floor(this.value * 100);
  }
}
