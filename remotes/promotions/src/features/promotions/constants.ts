/** REFERRAL's go button needs this isAgent (spec/products.md §4). */
export const REFERRAL_AGENT_TYPE = 0;
/** UPGRADE_BONUS's go button follows the VIP-benefit flag: shown when the club label type is this (spec §4). */
export const VIP_BENEFIT_LABEL_TYPE = 'AUTO';
/** The static promo script (spec §7), loaded by the promotions page only. */
export const PROMO_UI_SCRIPT = '/common/promo-ui/index.js';
/**
 * Card images fetched at once, the first with high priority: what a phone's first screen shows (issue 7: the first
 * card's image is the page's largest paint). The others load as they come near.
 */
export const EAGER_CARD_IMAGES = 2;
