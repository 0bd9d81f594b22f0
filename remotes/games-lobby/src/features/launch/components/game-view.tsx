import type { ShellServices } from '@wl/shell-contract';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BASE_PATH_GAME_TYPES, ELECTRON_ROUTE, GAME_TYPE_QUERY, SEAMLESS_ROUTE } from '../../../constants';
import { launchStoreFor } from '../launch-service';

/** Where "back to the games" goes for a game type: the first base path listing that type. */
function lobbyOf(gameType: string): string {
  return Object.entries(BASE_PATH_GAME_TYPES).find(([, type]) => type === gameType)?.[0] ?? ELECTRON_ROUTE;
}

/**
 * The in-page game view of /seamless (a real game) and /trial (a demo), `gameType` in the query (spec/products.md
 * §2). The game's URL is in the launch store, kept in session storage so a reload shows the game again. Leaving
 * /seamless logs out of the game.
 */
export const GameView = observer(function GameView({
  route,
  shell,
}: {
  /** SEAMLESS_ROUTE or TRIAL_ROUTE. */
  route: string;
  shell: ShellServices;
}) {
  const store = launchStoreFor(shell);
  const { t } = useTranslation('games-lobby');
  const [search] = useSearchParams();
  const gameType = search.get(GAME_TYPE_QUERY) ?? store.launched?.gameType ?? '';
  const game = store.launched && store.launched.demo === (route !== SEAMLESS_ROUTE) ? store.launched : null;

  // Each game shown starts from a fresh frame; leaving the view (or another game replacing it, or the page going
  // away) ends this one.
  useEffect(() => store.showView(game, route), [store, game, route]);

  if (!game)
    return (
      <div className="gl-game-view gl-game-view--empty" data-testid="game-view">
        <p className="wl-empty">{t('no_game_launched')}</p>
        <button type="button" className="wl-button" onClick={() => shell.navigate(lobbyOf(gameType))}>
          {t('back_to_games')}
        </button>
      </div>
    );
  return (
    <div className="gl-game-view" data-testid="game-view" data-game-type={gameType}>
      <iframe
        key={store.frameKey}
        className="gl-game-view__frame"
        title={t('game_frame_title', { vendor: game.vassalage })}
        src={store.frameUrl ?? 'about:blank'}
        data-testid="game-frame"
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </div>
  );
});
