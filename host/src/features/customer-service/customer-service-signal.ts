import { makeAutoObservable } from 'mobx';

/**
 * Whether the customer-service menu shows. Kept apart from the store (which loads on first use) so the layout can
 * decide to render the lazy menu with only this small class in the first load. One per root store (`root.customerServiceMenu`).
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
