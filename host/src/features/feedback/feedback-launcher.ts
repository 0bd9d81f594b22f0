import { makeAutoObservable } from 'mobx';

/**
 * Whether the feedback modal is open: what any entry (the right-side quick links' feedback link, ...) opens. One per
 * root store (`root.feedback`).
 */
export class FeedbackLauncher {
  isOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  open(): void {
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }
}
