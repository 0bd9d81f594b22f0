import type { RemoteProps } from '@wl/shell-contract';
import { useState } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { gameTypeOfBasePath } from './constants';
import { LobbyPage } from './features/lobby/components/lobby-page';
import { RootStore } from './stores/root-store';
import { RootStoreContext } from './stores/root-store-context';

/**
 * The games-lobby routes. The host mounts them at /electron, /live, /casino, /fish, /sports, /pvp, /rng, /arcade,
 * /table and /esports; `basePath` says which lobby (game type) to show.
 */
export function RemoteRoutes({ basePath, shell }: RemoteProps) {
  const [root] = useState(() => new RootStore(shell));
  const gameType = gameTypeOfBasePath(basePath);
  return (
    <RootStoreContext.Provider value={root}>
      <Routes>
        <Route path="/" element={<Outlet />}>
          <Route index element={<LobbyPage key={gameType} gameType={gameType} />} />
          <Route path="*" element={<LobbyPage key={gameType} gameType={gameType} />} />
        </Route>
      </Routes>
    </RootStoreContext.Provider>
  );
}
