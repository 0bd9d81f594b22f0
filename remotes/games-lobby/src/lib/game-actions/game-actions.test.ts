import type { Game } from '../../api/game-list';
import { launchParamsOf } from './game-actions';

const game = (fields: Partial<Game>): Game =>
  ({
    nodeId: '9001',
    displayName: "Santa's Gift Rush",
    gameName: 'santas-gift-rush',
    gameType: 'RNG',
    supportPlay: 1,
    vassalage: 'PG',
    ...fields,
  }) as Game;

describe('launchParamsOf', () => {
  it('passes gameId and roomId as the server sent them: neither is made up from the game name', () => {
    const params = launchParamsOf(game({ gameId: null, roomId: null }), false);
    // The launch turns "neither gameId nor roomId" into in_stay_tuned (spec/products.md §4).
    expect(params.gameId).toBeNull();
    expect(params.roomId).toBeNull();
  });

  it("carries the card's platform, window and demo fields", () => {
    const params = launchParamsOf(
      game({ gameId: 'pt-1', platform: 'flash', appNewWindow: 2, freeplay: 1, supportPlay: 0 }),
      true,
    );
    expect(params).toMatchObject({
      gameId: 'pt-1',
      platform: 'flash',
      appNewWindow: 2,
      freeplay: 1,
      demo: true,
    });
  });
});
