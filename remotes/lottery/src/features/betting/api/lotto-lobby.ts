import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { PATHS } from '../../../api/paths';

/** The query of `lottoLobby` (spec/products.md §7). */
export interface LottoLobbyQuery {
  lottoGameCode: string;
  launchMode: 'LOTT';
  lottoMode: string;
  lang: string;
  /** SEA for the sea (Thai) lotteries, else absent. */
  prizeMode?: string;
}

/** GET /lgw/lotto/lobby: the URL of the betting lobby for a game (auth). */
export const lottoLobbyEndpoint = defineEndpoint({
  id: 'lottery.lottoLobby',
  ...PATHS.lottoLobby,
  schema: z.object({ url: z.string() }),
});
