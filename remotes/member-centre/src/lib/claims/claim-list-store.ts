import type { Endpoint } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureOf, type ActionFailure } from '../failure/action-failure';

/** The source that rewards refresh after a claim (`wallet.refreshRequested`). */
const REFRESH_SOURCE = 'member-centre.claim';

/**
 * A list of things to claim (rewards, missions): loads them, claims one at a time per item (a second click on an
 * item in flight does nothing), shows the amount credited or the refusal, and asks the host to refresh the balance.
 */
export class ClaimListStore<Item extends { id: string }> {
  readonly load = new LoadState();
  items: Item[] = [];
  /** Ids of claims in flight. */
  claiming = new Set<string>();
  /** The last claim's result: the amount credited, or the refusal. */
  lastClaim: { id: string; amount: string } | null = null;
  failure: ActionFailure | null = null;

  constructor(
    private readonly shell: ShellServices,
    private readonly list: Endpoint<Item[]>,
    private readonly claim: Endpoint<{ id: string; amount: string }>,
  ) {
    makeAutoObservable<ClaimListStore<Item>, 'shell' | 'list' | 'claim'>(this, {
      shell: false,
      list: false,
      claim: false,
    });
  }

  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(this.list),
      (items) => (this.items = items),
    );
  }

  isClaiming(id: string): boolean {
    return this.claiming.has(id);
  }

  /** Claims one item, then reloads the list and the balance. */
  async claimOne(id: string): Promise<void> {
    if (this.claiming.has(id)) return;
    this.claiming.add(id);
    this.failure = null;
    this.lastClaim = null;
    try {
      const value = await this.shell.api.call(this.claim, { body: { id } });
      runInAction(() => (this.lastClaim = { id, amount: value.amount }));
      this.shell.events.publish('wallet.refreshRequested', { source: REFRESH_SOURCE });
    } catch (error) {
      runInAction(() => (this.failure = failureOf(error, this.shell.i18n.t)));
    } finally {
      runInAction(() => this.claiming.delete(id));
    }
    await this.fetch();
  }
}
