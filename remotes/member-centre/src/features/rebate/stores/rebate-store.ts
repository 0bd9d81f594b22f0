import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import Decimal from 'decimal.js';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureOf, type ActionFailure } from '../../../lib/failure/action-failure';
import { claimRebate } from '../api/claim-rebate';
import { getRebate, type Rebate } from '../api/rebate';

/** Manual rebate: the unclaimed rebate and its claim (at least the minimum, one claim at a time). */
export class RebateStore {
  readonly load = new LoadState();
  rebate: Rebate | null = null;
  claiming = false;
  claimed: string | null = null;
  failure: ActionFailure | null = null;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<RebateStore, 'shell'>(this, { shell: false });
  }

  /** True when the total reaches the minimum (decimal.js, no float rounding). */
  get canClaim(): boolean {
    if (!this.rebate) return false;
    return new Decimal(this.rebate.total).greaterThanOrEqualTo(this.rebate.minAmount) && !this.claiming;
  }

  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(getRebate),
      (value) => (this.rebate = value),
    );
  }

  async claim(): Promise<void> {
    if (!this.canClaim) return;
    this.claiming = true;
    this.failure = null;
    this.claimed = null;
    try {
      const value = await this.shell.api.call(claimRebate, { body: {} });
      runInAction(() => (this.claimed = value.amount));
      this.shell.events.publish('wallet.refreshRequested', { source: 'member-centre.rebate' });
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error, this.shell.i18n.t)));
    } finally {
      runInAction(() => (this.claiming = false));
    }
    await this.fetch();
  }
}
