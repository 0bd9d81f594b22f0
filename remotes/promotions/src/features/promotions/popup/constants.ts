/** isAgent values that get the popup's go button (spec/products.md §4, §6). */
export const PROMOTION_AGENT_TYPES: readonly number[] = [0, 1, 2];

/** Where the popup's go button leads, by promotion type ("maps to a member page", spec §4). Others: no button. */
export const PROMOTION_TYPE_PAGES: Readonly<Record<string, { deposit: true } | { path: string }>> = {
  DEPOSIT: { deposit: true },
  FIRST_DEPOSIT: { deposit: true },
  SECOND_DEPOSIT: { deposit: true },
  THIRD_DEPOSIT: { deposit: true },
  FOURTH_DEPOSIT: { deposit: true },
  FIFTH_DEPOSIT: { deposit: true },
  DEPOSIT_COUNT: { deposit: true },
  DEPOSIT_BET_BONUS: { deposit: true },
  LOGIN: { path: '/member/rewardCenter' },
  SAVIOR: { path: '/member/rewardCenter' },
  MISSION: { path: '/member/mission' },
  REFERRAL: { path: '/member/referral' },
  UPGRADE_BONUS: { path: '/member/rewardCenter' },
};
