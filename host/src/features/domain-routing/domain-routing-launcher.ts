import { makeAutoObservable } from 'mobx';

/**
 * Whether the domain-unavailable dialog is open, and with what message: the error presenter opens it on
 * `domain_not_available`, the layout renders it (loaded on first use). One per root store (`root.domainRouting`); small, so the first load
 * carries only this, not the probing.
 */
export class DomainRoutingLauncher {
  message: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** Open the dialog; a second `domain_not_available` while it is open changes nothing. */
  show(message: string): void {
    if (this.message === null) this.message = message;
  }

  close(): void {
    this.message = null;
  }
}
