import type { ShellServices } from '@wl/shell-contract';
import { createContext, useContext } from 'react';
import {
  ContractRequestsStore,
  type ContractRequestsOptions,
} from '../features/contract-requests/stores/contract-requests-store';

/** The agent-contracts area's stores, created once per mount of its routes (or of the consolidated modal). */
export class RootStore {
  readonly contractRequests: ContractRequestsStore;

  constructor(
    readonly shell: ShellServices,
    options: ContractRequestsOptions = {},
  ) {
    this.contractRequests = new ContractRequestsStore(shell, options);
  }
}

/** Provides the {@link RootStore} to the area's components. */
export const RootStoreContext = createContext<RootStore | null>(null);

/** The area's root store; throws outside the area's routes so a wiring mistake is loud. */
export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('agent-contracts: useRootStore() outside <RootStoreContext.Provider>');
  return store;
}
