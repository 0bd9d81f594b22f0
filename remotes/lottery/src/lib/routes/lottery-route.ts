import { LOTTERY_ROUTE } from '../../constants';

/** The query of the lottery route that the home widgets set (spec/products.md §2, /lottery). */
export interface LotteryRouteQuery {
  gameCode: string;
  /** The game's default play type. */
  playType?: string | null;
  /** Numbers to preselect, comma separated as the draws are (`1,2,3,4,5`, `01,03,05,07,11`). */
  bet_param?: string | null;
}

/**
 * `/lottery?gameCode=..&playType=..&bet_param=..`: where the menu, the popular-trend strip, the quick bet and the
 * mini-game send the player. Empty values are left out.
 */
export function lotteryRoute(query: LotteryRouteQuery): string {
  const params = new URLSearchParams({ gameCode: query.gameCode });
  if (query.playType) params.set('playType', query.playType);
  if (query.bet_param) params.set('bet_param', query.bet_param);
  return `${LOTTERY_ROUTE}?${params.toString()}`;
}
