import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { VIP_PROGRESS_WITHOUT_LABEL } from '../../../constants';
import type { RankProgress } from '@wl/api-client';
import { getRankProgress } from '../api/rank-progress';

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
  progress: RankProgress | null = null;
  /** The progress' load; only the newest load writes its result. */
  readonly progressLoad = new LoadState();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<VipProgressStore, 'shell'>(this, { shell: false });
  }

  /** Load (or reload) the progress; never rejects (failures land in {@link progressLoad}). */
  load(): Promise<void> {
    return this.progressLoad.run(
      () => this.shell.api.call(getRankProgress),
      (progress) => {
        this.progress = progress;
      },
    );
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
