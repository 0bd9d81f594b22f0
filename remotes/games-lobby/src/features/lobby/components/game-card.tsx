import { listImageLoading } from '@wl/ui';
import { FavouriteIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import { EAGER_GAME_ICONS } from '../../../constants';
import type { Game } from '../../../api/game-list';
import type { LobbyStore } from '../stores/lobby-store';

/** The texts of a card, translated once by the grid for its 40 cards. */
export interface GameCardLabels {
  favourite: string;
  playNow: string;
  freeTrial: string;
}

/**
 * One game: its icon, name, a favourite toggle, a play button and, when the game has one, a free-trial button.
 */
export const GameCard = observer(function GameCard({
  game,
  store,
  position,
  labels,
}: {
  game: Game;
  store: LobbyStore;
  /** The card's place in the grid (0 first): the first screen's icons are fetched at once. */
  position: number;
  labels: GameCardLabels;
}) {
  return (
    <article className="gl-card" aria-label={game.displayName}>
      <div className="gl-card__art">
        {game.showIcon ? (
          <img
            className="gl-card__icon"
            src={game.showIcon}
            alt=""
            {...listImageLoading(position, EAGER_GAME_ICONS)}
          />
        ) : (
          <span className="gl-card__icon gl-card__icon--text" aria-hidden="true">
            {game.displayName.slice(0, 2)}
          </span>
        )}
        <span className="gl-card__vendor">{game.vassalage}</span>
        <button
          type="button"
          className={`gl-card__fav${game.favourite ? ' is-active' : ''}`}
          aria-pressed={game.favourite === true}
          aria-label={labels.favourite}
          disabled={store.favouritePending.has(game.nodeId)}
          onClick={() => void store.toggleFavourite(game)}
        >
          <FavouriteIcon fill={game.favourite ? 'currentColor' : 'none'} />
        </button>
        <div className="gl-card__actions">
          <button
            type="button"
            className="wl-button gl-card__play"
            disabled={store.launching !== null}
            onClick={() => void store.play(game)}
          >
            {labels.playNow}
          </button>
          {store.hasTrial(game) && (
            <button
              type="button"
              className="wl-button wl-button--ghost gl-card__trial"
              disabled={store.launching !== null}
              onClick={() => void store.trial(game)}
            >
              {labels.freeTrial}
            </button>
          )}
        </div>
      </div>
      <h3 className="gl-card__name" title={game.displayName}>
        {game.displayName}
      </h3>
    </article>
  );
});
