import type { SessionView, ShellServices } from '@wl/shell-contract';
import type { Promotion } from '../api/promotion-list';
import { typeAllows } from '../stores/gating';
import { promotionTarget, type PromotionsStore } from '../stores/promotions-store';
import { PROMOTION_AGENT_TYPES, PROMOTION_TYPE_PAGES } from './constants';

/** The member page a promotion type maps to (constants.ts), or null. */
export function typePage(promotion: Promotion): { deposit: true } | { path: string } | null {
  return PROMOTION_TYPE_PAGES[promotion.promotionType ?? ''] ?? null;
}

/**
 * The popup's go button (spec §4): only when the promotion type maps to a member page and the member's isAgent is 0, 1
 * or 2, and the type allows it (REFERRAL isAgent 0, UPGRADE_BONUS the VIP benefit). Visitors and free play: none.
 */
export function popupCanGo(promotion: Promotion, session: SessionView): boolean {
  if (!typePage(promotion)) return false;
  if (session.isAgent === null || !PROMOTION_AGENT_TYPES.includes(session.isAgent)) return false;
  return typeAllows(promotion, session);
}

/** The popup's go: the promotion's redirect when it has one, else the member page its type maps to. */
export function goFromPopup(shell: ShellServices, store: PromotionsStore, promotion: Promotion): void {
  if (promotionTarget(promotion)) {
    store.go(promotion);
    return;
  }
  const page = typePage(promotion);
  if (!page) return;
  if ('deposit' in page) shell.openDeposit();
  else shell.navigate(page.path);
}
