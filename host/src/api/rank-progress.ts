import { rankProgressEndpoint } from '@wl/api-client';
import { HOST_PATHS } from './paths';

/** GET the member's VIP rank progress (auth): @wl/api-client's declaration on the host's route. */
export const getRankProgress = rankProgressEndpoint('host.rankProgress', HOST_PATHS.rankProgress);
