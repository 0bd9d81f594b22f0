import { rankProgressEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';

/** GET the member's VIP rank progress (auth): @wl/api-client's declaration on the member centre's route. */
export const getRankProgress = rankProgressEndpoint('member-centre.rankProgress', PATHS.rankProgress);
