import { defineEndpoint } from '@wl/api-client';
import { PATHS } from '../../../api/paths';
import { LaunchAnswerSchema } from './launch-game';

/** Query of the trial launch (spec/products.md §7: nodeId, gameId, platform). */
export type TrialQuery = {
  nodeId?: string;
  gameId?: string;
  platform: string;
};

/** The trial launch (docs/endpoints.md: GET /wps/game/trial): a demo's URL, open to visitors. */
export const trialLaunchEndpoint = defineEndpoint({
  id: 'games-lobby.trialLaunch',
  ...PATHS.trialLaunch,
  schema: LaunchAnswerSchema,
});
