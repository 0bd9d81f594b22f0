import type { SessionView } from '@wl/shell-contract';
import type { Promotion } from '../api/promotion-list';
import { REFERRAL_AGENT_TYPE, VIP_BENEFIT_LABEL_TYPE } from '../constants';

/** What a promotion's type allows the member (spec §4): REFERRAL needs isAgent 0, UPGRADE_BONUS the VIP benefit. */
export function typeAllows(promotion: Promotion, session: SessionView): boolean {
  if (promotion.promotionType === 'REFERRAL') return session.isAgent === REFERRAL_AGENT_TYPE;
  if (promotion.promotionType === 'UPGRADE_BONUS')
    return session.member?.clubLabel?.type === VIP_BENEFIT_LABEL_TYPE;
  return true;
}

/**
 * A card's go button follows the redirect; for a logged-in member the type's rule applies too (a REFERRAL card
 * has none for an agent). Visitors see it and get the login prompt.
 */
export function cardCanGo(promotion: Promotion, session: SessionView): boolean {
  return !session.isLoggedIn || typeAllows(promotion, session);
}

/** Promotions applied for through the reward application dialog: those asking for a remark or pictures. */
export function needsApplication(promotion: Promotion): boolean {
  return promotion.remarkRequired === 'Y' || promotion.imageRequired === 'Y';
}
