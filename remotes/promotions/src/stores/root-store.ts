import type { ShellServices } from '@wl/shell-contract';
import { createContext, useContext } from 'react';
import { NoticeStore } from '../features/notices/stores/notice-store';
import { PromotionsStore } from '../features/promotions/stores/promotions-store';

/** The promotions area's stores, created once per mount of the area's routes. */
export class RootStore {
  readonly promotions: PromotionsStore;
  readonly notices: NoticeStore;

  constructor(readonly shell: ShellServices) {
    this.promotions = new PromotionsStore(shell);
    this.notices = new NoticeStore(shell);
  }
}

/** Provides the {@link RootStore} to the area's components. */
export const RootStoreContext = createContext<RootStore | null>(null);

/** The area's {@link RootStore}; throws outside the area's root (a wiring mistake, not a runtime condition). */
export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useRootStore() used outside the promotions root');
  return store;
}
