import type { ShellServices } from '@wl/shell-contract';
import { createContext, useContext } from 'react';
import { AccountEventsStore } from '../features/overview/stores/account-events-store';
import { VipProgressStore } from '../features/overview/stores/vip-progress-store';
import { WalletStore } from '../features/overview/stores/wallet-store';

/** The member-centre area's stores, created once per mount of its routes. */
export class RootStore {
  readonly vipProgress: VipProgressStore;
  readonly accountEvents: AccountEventsStore;
  readonly wallet: WalletStore;

  constructor(readonly shell: ShellServices) {
    this.vipProgress = new VipProgressStore(shell);
    this.accountEvents = new AccountEventsStore(shell.events);
    this.wallet = new WalletStore(shell);
  }

  /** Start the bus subscriptions (account events, wallet refreshes); call the result to stop them all. */
  start(): () => void {
    const stops = [this.accountEvents.start(), this.wallet.start()];
    return () => stops.forEach((stop) => stop());
  }
}

/** Provides the {@link RootStore} to the area's components. */
export const RootStoreContext = createContext<RootStore | null>(null);

/** The area's root store; throws outside the area's routes so a wiring mistake is loud. */
export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('member-centre: useRootStore() outside <RootStoreContext.Provider>');
  return store;
}
