import { createContext, useContext } from 'react';
import type { RootStore } from './root-store';

export const RootStoreContext = createContext<RootStore | null>(null);

/** The area's root store; only inside the area's routes. */
export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useRootStore outside the lottery routes');
  return store;
}
