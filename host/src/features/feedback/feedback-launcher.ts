import { makeAutoObservable } from 'mobx';

/**
 * Whether the feedback modal is open: what any entry (the right-side quick links' feedback link, ...) opens. One per
 * root store.
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

const launchers = new WeakMap<object, FeedbackLauncher>();

/** The feedback launcher of a root store (made on first use). */
export function feedbackLauncher(root: object): FeedbackLauncher {
  let launcher = launchers.get(root);
  if (!launcher) {
    launcher = new FeedbackLauncher();
    launchers.set(root, launcher);
  }
  return launcher;
}
