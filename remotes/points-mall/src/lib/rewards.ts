import type { Reward } from '../api/rewards';
import { DISPLAY_POINT_MONEY, MERCHANDISE_IMAGE } from '../constants';

// What a reward shows: its main image, its price kind and its stock (the mall's cards and the redeem dialog).

/** A reward's main image: the merchandise image of type M, else imageLink. */
export function mainImageOf(reward: Reward): string | null {
  return (
    reward.merchandiseImages.find((i) => i.type === MERCHANDISE_IMAGE.MAIN)?.imageUrl ||
    reward.imageLink ||
    null
  );
}

/** Whether the reward shows the points-plus-money price. */
export function hasPointMoneyPrice(reward: Reward): boolean {
  return reward.displayPointMoneyAmt === DISPLAY_POINT_MONEY && !!reward.mpMoneyAmount;
}

export function isSoldOut(reward: Reward): boolean {
  return reward.inventory <= 0;
}
