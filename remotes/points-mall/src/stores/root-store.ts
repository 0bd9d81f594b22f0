import type { ShellServices } from '@wl/shell-contract';
import { reaction } from 'mobx';
import { createContext, useContext } from 'react';
import { PointsMallStore } from '../features/mall/stores/points-mall-store';
import { PointConfigStore } from '../lib/point-config-store';

/** The points-mall area's stores, created once per mount of the area's routes. */
export class RootStore {
  readonly mall: PointsMallStore;
  readonly config: PointConfigStore;

  /** `basePath`: where the host mounts the area (/member/pointMall); the menu's links start there. */
  constructor(
    readonly shell: ShellServices,
    readonly basePath = '',
  ) {
    this.mall = new PointsMallStore(shell);
    this.config = new PointConfigStore(shell);
  }

  /**
   * Follow the session while mounted: a login (or a new token) reloads the mall, a logout shows the login prompt.
   * Returns the disposer (the root calls it on unmount).
   */
  start(): () => void {
    return reaction(
      () => this.shell.session.token,
      () => void this.mall.fetch(),
    );
  }
}

/** Provides the {@link RootStore} to the area's components. */
export const RootStoreContext = createContext<RootStore | null>(null);

/** The area's {@link RootStore}; throws outside the area's root (a wiring mistake, not a runtime condition). */
export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useRootStore() used outside the points-mall root');
  return store;
}
