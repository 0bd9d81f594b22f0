import { isApiError } from '@wl/api-client';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import {
  REWARD_GROUP_SIZE,
  REWARD_GROUP_SIZE_FILTERED,
  REWARDS_FIRST_PAGE,
  REWARDS_PAGE_SIZE,
  TOKEN_INVALID,
} from '../../../constants';
import { pointBalanceEndpoint } from '../api/point-balance';
import { refreshPointBalanceEndpoint } from '../api/refresh-balance';
import { rewardTypesEndpoint, type RewardType } from '../api/reward-types';
import { rewardsEndpoint, type Reward, type RewardsQuery } from '../../../api/rewards';

/** True for the backend's "log in first" answer: HTTP 401 or the invalid-token code. */
function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.errorCode === TOKEN_INVALID);
}

/**
 * A load of the mall. Every read needs a session, so the server refusing it settles as `unauthorized` rather than as
 * an error (the page offers to log in instead of a retry), and so does a read without a session (`finish`).
 */
function sessionLoad(): LoadState<'unauthorized'> {
  return new LoadState({ classify: (error) => (isUnauthorized(error) ? 'unauthorized' : undefined) });
}

/** The "all" reward-type tab. */
export const ALL_TYPES = 'all';
export type RewardTypeKey = number | typeof ALL_TYPES;

/** One reward type's rewards as the page shows them. */
export interface RewardGroup {
  type: RewardType;
  rewards: Reward[];
  /** The rewards shown: the first 3 (7 when filtered), or all when expanded. */
  visible: Reward[];
  /** More rewards than the group shows when folded: offer show more / show less. */
  foldable: boolean;
  expanded: boolean;
}

/**
 * A reward type's name in a language: its i18nStr entry for the language, else the Chinese name for Chinese, else
 * the name.
 */
export function rewardTypeName(type: RewardType, language: string): string {
  if (type.i18nStr) {
    try {
      const names: unknown = JSON.parse(type.i18nStr);
      const name = names && typeof names === 'object' ? (names as Record<string, unknown>)[language] : null;
      if (typeof name === 'string' && name.trim()) return name;
    } catch {
      // Not JSON: fall through to the plain names.
    }
  }
  if ((language === 'CN' || language === 'TW') && type.chineseName) return type.chineseName;
  return type.name;
}

/**
 * The points mall's exchange page (spec §2): the member's point balance and the rewards grouped by reward type,
 * with a type filter and show-more per group. Every read needs a session: without one (or on a 401) the store says
 * `unauthorized` and the page offers to log in.
 */
export class PointsMallStore {
  /** Available points, a decimal string. */
  availablePoint: string | null = null;
  rewardTypes: RewardType[] = [];
  rewards: Reward[] = [];
  selectedType: RewardTypeKey = ALL_TYPES;
  /** The reward whose redeem dialog is open. */
  redeeming: Reward | null = null;
  /** Type ids of the expanded groups. */
  readonly expanded = new Set<number>();
  readonly balanceLoad = sessionLoad();
  readonly catalogLoad = sessionLoad();

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<PointsMallStore, 'shell'>(this, { shell: false }, { autoBind: true });
  }

  /** True when a read was refused for want of a session. */
  get unauthorized(): boolean {
    return this.balanceLoad.status === 'unauthorized' || this.catalogLoad.status === 'unauthorized';
  }

  /** Load (or reload) the balance and the catalogue. */
  async fetch(): Promise<void> {
    await Promise.all([this.fetchBalance(), this.fetchCatalog()]);
  }

  fetchBalance(): Promise<void> {
    if (!this.shell.session.isLoggedIn) {
      this.balanceLoad.finish('unauthorized');
      return Promise.resolve();
    }
    return this.balanceLoad.run(
      () => this.shell.api.call(pointBalanceEndpoint),
      (value) => {
        this.availablePoint = value.availablePoint;
      },
    );
  }

  /** The refresh button: the server recounts the points (refreshPointBalance), then the card shows them. */
  refreshBalance(): Promise<void> {
    if (!this.shell.session.isLoggedIn) {
      this.balanceLoad.finish('unauthorized');
      return Promise.resolve();
    }
    return this.balanceLoad.run(
      () => this.shell.api.call(refreshPointBalanceEndpoint),
      (value) => {
        this.availablePoint = value.availablePoint;
      },
    );
  }

  /** A redeem or conversion answered the new balance: show it without another read. */
  setBalance(availablePoint: string): void {
    this.availablePoint = availablePoint;
  }

  /** Open the redeem dialog of a reward. */
  openRedeem(reward: Reward): void {
    this.redeeming = reward;
  }

  closeRedeem(): void {
    this.redeeming = null;
  }

  /** After a redeem: the balance and the stock changed on the server. */
  async afterRedeem(): Promise<void> {
    this.redeeming = null;
    await Promise.all([this.fetchBalance(), this.fetchCatalog()]);
  }

  fetchCatalog(): Promise<void> {
    if (!this.shell.session.isLoggedIn) {
      this.catalogLoad.finish('unauthorized');
      return Promise.resolve();
    }
    return this.catalogLoad.run(
      () => Promise.all([this.shell.api.call(rewardTypesEndpoint), this.fetchAllRewards()]),
      ([types, rewards]) => {
        this.rewardTypes = types;
        this.rewards = rewards;
        // A filter that no longer matches anything would leave no tab to pick: back to all.
        if (this.selectedType !== ALL_TYPES && !rewards.some((r) => r.type === this.selectedType)) {
          this.selectType(ALL_TYPES);
        }
      },
    );
  }

  /** Every reward: one page of 1000 normally; further pages only if the server has more. */
  private async fetchAllRewards(): Promise<Reward[]> {
    const page = (n: number) => {
      const params: RewardsQuery = { page: n, size: REWARDS_PAGE_SIZE };
      return this.shell.api.call(rewardsEndpoint, { params });
    };
    const first = await page(REWARDS_FIRST_PAGE);
    const rewards = [...first.content];
    for (let n = REWARDS_FIRST_PAGE + 1; n < REWARDS_FIRST_PAGE + first.totalPages; n++) {
      rewards.push(...(await page(n)).content);
    }
    return rewards;
  }

  /** Filter to one reward type (or all); groups fold again. */
  selectType(key: RewardTypeKey): void {
    this.selectedType = key;
    this.expanded.clear();
  }

  /** Show more / show less of a group. */
  toggleGroup(typeId: number): void {
    if (this.expanded.has(typeId)) this.expanded.delete(typeId);
    else this.expanded.add(typeId);
  }

  /** How many rewards a folded group shows: 3, or 7 when filtered to one type. */
  get groupSize(): number {
    return this.selectedType === ALL_TYPES ? REWARD_GROUP_SIZE : REWARD_GROUP_SIZE_FILTERED;
  }

  /** Tabs: the reward types that have rewards, in the server's order. */
  get tabTypes(): RewardType[] {
    return this.rewardTypes.filter((type) => this.rewards.some((r) => r.type === type.typeId));
  }

  /**
   * The groups to show, in reward-type order. Rewards of a type the server did not list still show, under a group
   * named after their type id, so nothing redeemable disappears.
   */
  get groups(): RewardGroup[] {
    const known = new Set(this.rewardTypes.map((t) => t.typeId));
    const orphans = [...new Set(this.rewards.map((r) => r.type).filter((id) => !known.has(id)))].map(
      (typeId): RewardType => ({ typeId, name: `#${typeId}`, chineseName: null, i18nStr: null }),
    );
    const types = [...this.rewardTypes, ...orphans].filter(
      (t) => this.selectedType === ALL_TYPES || t.typeId === this.selectedType,
    );
    const size = this.groupSize;
    return types
      .map((type) => {
        const rewards = this.rewards.filter((r) => r.type === type.typeId);
        const expanded = this.expanded.has(type.typeId);
        return {
          type,
          rewards,
          visible: expanded ? rewards : rewards.slice(0, size),
          foldable: rewards.length > size,
          expanded,
        };
      })
      .filter((group) => group.rewards.length > 0);
  }
}
