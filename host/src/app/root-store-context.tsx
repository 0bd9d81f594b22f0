import { createContext, useContext } from 'react';
import type { RootStore } from '../stores/root-store';

const RootStoreContext = createContext<RootStore | null>(null);

/** Provides the root store to the shell's components. */
export const RootStoreProvider = RootStoreContext.Provider;

/** The root store; throws outside the provider so a wiring mistake is loud. */
export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useRootStore outside RootStoreProvider');
  return store;
}
