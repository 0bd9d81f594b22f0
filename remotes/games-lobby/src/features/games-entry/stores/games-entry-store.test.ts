import type { GameCard } from '../api/lanes';
import { cardAction, typeRoute } from './games-entry-store';

const card = (gameType: string, isGame: string, accountTypeName = 'V1'): GameCard => ({
  cardId: 1,
  accountTypeName,
  displayName: accountTypeName,
  gameType,
  isGame,
});

describe('games-entry card rules (spec/products.md §2)', () => {
  it.each([
    // LOTT / ELOTT first: the lottery route with lottoGameGroup = the tile's tag, even for a game card.
    ['LOTT', card('LOTT', 'game', 'WLLOTT'), { kind: 'navigate', to: '/lottery?lottoGameGroup=WLLOTT' }],
    ['ELOTT', card('ELOTT', 'VASSALAGE', 'TCG'), { kind: 'navigate', to: '/lottery?lottoGameGroup=TCG' }],
    // isGame game launches directly, whatever the type.
    ['SPORTS', card('SPORTS', 'game'), { kind: 'launch' }],
    ['RNG', card('RNG', 'game'), { kind: 'launch' }],
    // An RNG vendor goes to the electron lobby on that vendor.
    ['RNG', card('RNG', 'VASSALAGE', 'P G'), { kind: 'navigate', to: '/electron?page=P%20G' }],
    // Other VASSALAGE vendors open the game popup.
    ['LIVE', card('LIVE', 'VASSALAGE'), { kind: 'popup' }],
    ['FISH', card('FISH', 'VASSALAGE'), { kind: 'popup' }],
    // Anything else: the route of its lower-cased type.
    ['PVP', card('PVP', 'OTHER'), { kind: 'navigate', to: '/pvp' }],
    ['ESPORTS', card('ESPORTS', ''), { kind: 'navigate', to: '/esports' }],
  ])('a %s card %j does %j', (tileType, gameCard, action) => {
    expect(cardAction(tileType, gameCard)).toEqual(action);
  });

  it('takes the tile type when a card has none', () => {
    expect(cardAction('ELOTT', card('', 'game', 'ELOTT'))).toEqual({
      kind: 'navigate',
      to: '/lottery?lottoGameGroup=ELOTT',
    });
  });

  it('names routes by the lower-cased type, /electron for RNG', () => {
    expect(['LIVE', 'RNG', 'LOTT', 'ELOTT', 'SPORTS'].map(typeRoute)).toEqual([
      '/live',
      '/electron',
      '/lott',
      '/elott',
      '/sports',
    ]);
  });
});
