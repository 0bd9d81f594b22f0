import type { RemoteProps } from '@wl/shell-contract';
import { useState } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { ContractRequestsPage } from './features/contract-requests/components/contract-requests-page';
import { RootStore, RootStoreContext } from './stores/root-store';

/** The agent-contracts routes, mounted by the host at /member/contracts/*: creates the root store once. */
export function AgentContractsRoutes({ basePath, shell }: RemoteProps) {
  const [store] = useState(() => new RootStore(shell));
  return (
    <RootStoreContext.Provider value={store}>
      <Routes>
        <Route path="/" element={<Outlet />}>
          <Route index element={<ContractRequestsPage />} />
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Route>
      </Routes>
    </RootStoreContext.Provider>
  );
}
