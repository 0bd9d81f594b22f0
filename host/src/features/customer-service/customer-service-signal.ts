import { makeAutoObservable } from 'mobx';

/**
 * Whether the customer-service menu shows. Kept apart from the store (which loads on first use) so the layout can
 * decide to render the lazy menu with only this small class in the first load. One per root store.
 */
export class CustomerServiceSignal {
  menuOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  setMenuOpen(open: boolean): void {
    this.menuOpen = open;
  }
}

const signals = new WeakMap<object, CustomerServiceSignal>();

/** The customer-service signal of a root store (made on first use). */
export function customerServiceSignal(root: object): CustomerServiceSignal {
  let signal = signals.get(root);
  if (!signal) {
    signal = new CustomerServiceSignal();
    signals.set(root, signal);
  }
  return signal;
}
