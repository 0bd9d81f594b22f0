import type { RemoteProps } from '@wl/shell-contract';
import { useState } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { modeOfBasePath } from './constants';
import { LobbyPage } from './features/lobby/components/lobby-page';
import { RootStore } from './stores/root-store';
import { RootStoreContext } from './stores/root-store-context';

/**
 * The lottery routes. The host mounts them at /lottery (every game), /lott (traditional groups) and /elott
 * (entertainment groups); see `ENTERTAINMENT_GROUP_CODES` in constants.ts.
 */
export function RemoteRoutes({ basePath, shell }: RemoteProps) {
  const [root] = useState(() => new RootStore(shell));
  const mode = modeOfBasePath(basePath);
  return (
    <RootStoreContext.Provider value={root}>
      <Routes>
        <Route path="/" element={<Outlet />}>
          <Route index element={<LobbyPage key={mode} mode={mode} />} />
          <Route path="*" element={<LobbyPage key={mode} mode={mode} />} />
        </Route>
      </Routes>
    </RootStoreContext.Provider>
  );
}
