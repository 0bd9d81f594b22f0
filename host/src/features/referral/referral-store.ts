import { makeAutoObservable } from 'mobx';
import { REFERRAL_FLAG } from './constants';
import { referralClick, type ReferralViewer } from './referral-rules';

/** What the referral entry needs from the shell. */
export interface ReferralDeps {
  session: { readonly isLoggedIn: boolean; readonly isAgent: number | null };
  flags: { isOn(modId: string): boolean };
  navigate(path: string): void;
  openCustomerService(): void;
  /** Open an access modal (the access store). */
  openAccess(modal: 'register' | 'login'): void;
}

/** The referral entry: the click rules (spec/shell.md §4) and the visitors' friend overview overlay. */
export class ReferralStore {
  overviewOpen = false;

  constructor(private readonly deps: ReferralDeps) {
    makeAutoObservable<ReferralStore, 'deps'>(this, { deps: false });
  }

  /** Who is looking, as the rules read it. */
  get viewer(): ReferralViewer {
    const { session, flags } = this.deps;
    return {
      loggedIn: session.isLoggedIn,
      isAgent: session.isLoggedIn ? session.isAgent : null,
      referralOn: flags.isOn(REFERRAL_FLAG),
    };
  }

  click(): void {
    const action = referralClick(this.viewer);
    switch (action.kind) {
      case 'navigate':
        return this.deps.navigate(action.path);
      case 'customerService':
        return this.deps.openCustomerService();
      case 'overview':
        this.overviewOpen = true;
        return;
    }
  }

  closeOverview(): void {
    this.overviewOpen = false;
  }

  /** The overlay's Register or Login: the overlay gives way to the access modal. */
  openAccess(modal: 'register' | 'login'): void {
    this.overviewOpen = false;
    this.deps.openAccess(modal);
  }
}
