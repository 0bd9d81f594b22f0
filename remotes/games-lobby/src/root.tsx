import type { RemoteProps } from '@wl/shell-contract';
import { useState } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { ELECTRON_ROUTE, gameTypeOfBasePath, SEAMLESS_ROUTE, TRIAL_ROUTE } from './constants';
import { CategoryPage } from './pages/category-page';
import { GameView } from './features/launch/components/game-view';
import { LobbyPage } from './features/lobby/components/lobby-page';
import { RootStore } from './stores/root-store';
import { RootStoreContext } from './stores/root-store-context';

const GAME_VIEW_ROUTES = [SEAMLESS_ROUTE, TRIAL_ROUTE];

/**
 * The games-lobby routes. The host mounts them at /electron, /live, /casino, /fish, /sports, /pvp, /rng, /arcade,
 * /table and /esports; `basePath` says which lobby (game type) to show. At /seamless and /trial they show the game.
 */
export function RemoteRoutes(props: RemoteProps) {
  // /seamless and /trial are the in-page game views (spec/products.md §2), not lobbies.
  const gameViewRoute = GAME_VIEW_ROUTES.find((route) => props.basePath === route);
  if (gameViewRoute) return <GameView key={gameViewRoute} route={gameViewRoute} shell={props.shell} />;
  return <LobbyRoutes {...props} />;
}

/** The lobby routes of one base path. */
function LobbyRoutes({ basePath, shell }: RemoteProps) {
  const [root] = useState(() => new RootStore(shell));
  const gameType = gameTypeOfBasePath(basePath);
  // /electron is the slot lobby; every other base path is the category page of its game type (spec/products.md §2).
  const page =
    basePath.replace(/\/+$/, '').toLowerCase() === ELECTRON_ROUTE ? (
      <LobbyPage key={gameType} gameType={gameType} />
    ) : (
      <CategoryPage key={gameType} gameType={gameType} />
    );
  return (
    <RootStoreContext.Provider value={root}>
      <Routes>
        <Route path="/" element={<Outlet />}>
          <Route index element={page} />
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </RootStoreContext.Provider>
  );
}
