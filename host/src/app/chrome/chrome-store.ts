import { makeAutoObservable } from 'mobx';

/**
 * The phone chrome's state: whether the menu drawer is open, and whether the player asked for the floating
 * mini-game (on a phone it floats only on request: a button that always floated would cover the page's controls).
 */
export class ChromeStore {
  drawerOpen = false;
  miniGameOnPhone = false;

  constructor() {
    makeAutoObservable(this);
  }

  openDrawer(): void {
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }

  toggleMiniGame(): void {
    this.miniGameOnPhone = !this.miniGameOnPhone;
  }
}
