import { makeAutoObservable } from 'mobx';

/** One open dialog. */
export interface OpenDialog {
  id: number;
  kind: 'warn' | 'confirm';
  message: string;
  title?: string;
  okText?: string;
  cancelText?: string;
  /** Extra buttons (e.g. Retry, Customer service) that resolve with their key. */
  actions?: { key: string; label: string }[];
  resolve: (result: string) => void;
}

/** One toast. */
export interface Toast {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
  /** How long it stays once shown; 0 keeps it until dismissed. */
  durationMs: number;
}

/** Default toast duration (spec/shell.md §9). */
export const TOAST_DURATION_MS = 4500;

/** The height one toast row takes, in px (spec/shell.md §9: queue concurrency is max(2, height / 94 - 1)). */
export const TOAST_ROW_HEIGHT = 94;

/** Toasts shown at once however small the window (spec/shell.md §9). */
export const TOAST_MIN_VISIBLE = 2;

/**
 * How many toasts a window `viewportHeight` px high shows at once: max(2, floor(height / 94) - 1). One row is left for
 * the header the toasts sit under.
 */
export function toastQueueLimit(viewportHeight: number): number {
  return Math.max(TOAST_MIN_VISIBLE, Math.floor(viewportHeight / TOAST_ROW_HEIGHT) - 1);
}

/**
 * Dialogs and toasts of the site, as a store: the host renders them with DialogOutlet; anything may open one.
 * Dialogs queue: one is shown at a time, in the order they were opened. Toasts queue too: at most
 * {@link toastQueueLimit} of the window height are shown, the rest wait their turn (oldest first), and a toast's
 * duration only starts counting once it is shown, so a waiting one is never lost unseen.
 */
export class DialogStore {
  dialogs: OpenDialog[] = [];
  /** Every toast not yet dismissed, oldest first: the shown ones, then the waiting ones. */
  toasts: Toast[] = [];
  /** How many toasts are shown at once (the outlet sets it from the window height with {@link setViewportHeight}). */
  visibleLimit = TOAST_MIN_VISIBLE;
  private nextId = 1;
  /** Toasts whose expiry is already scheduled. */
  private readonly timed = new Set<number>();

  constructor(
    private readonly schedule: (fn: () => void, ms: number) => void = (fn, ms) => setTimeout(fn, ms),
  ) {
    makeAutoObservable<DialogStore, 'schedule' | 'timed'>(this, { schedule: false, timed: false });
  }

  /** The toasts on screen. */
  get visibleToasts(): Toast[] {
    return this.toasts.slice(0, this.visibleLimit);
  }

  /** How many toasts wait for a free row. */
  get waitingCount(): number {
    return Math.max(0, this.toasts.length - this.visibleLimit);
  }

  /** Recompute the queue's size for a window `height` px high (when toasts are queued, and on every resize while they are). */
  setViewportHeight(height: number): void {
    this.visibleLimit = toastQueueLimit(height);
    this.startShownTimers();
  }

  /** The dialog on screen. */
  get current(): OpenDialog | undefined {
    return this.dialogs[0];
  }

  /** Open a dialog; resolves with 'ok', 'cancel' or an action key. */
  open(dialog: Omit<OpenDialog, 'id' | 'resolve'>): Promise<string> {
    return new Promise((resolve) => {
      this.dialogs.push({ ...dialog, id: this.nextId++, resolve });
    });
  }

  warn(message: string): Promise<void> {
    return this.open({ kind: 'warn', message }).then(() => undefined);
  }

  confirm(
    message: string,
    options: { title?: string; okText?: string; cancelText?: string } = {},
  ): Promise<boolean> {
    return this.open({ kind: 'confirm', message, ...options }).then((result) => result === 'ok');
  }

  /** Close the current dialog with a result. */
  close(id: number, result: string): void {
    const index = this.dialogs.findIndex((d) => d.id === id);
    if (index < 0) return;
    const [dialog] = this.dialogs.splice(index, 1);
    dialog?.resolve(result);
  }

  /** Queue a toast; `durationMs` 0 keeps it until dismissed. Answers its id. */
  toast(message: string, options: { kind?: Toast['kind']; durationMs?: number } = {}): number {
    const id = this.nextId++;
    this.toasts.push({
      id,
      message,
      kind: options.kind ?? 'info',
      durationMs: options.durationMs ?? TOAST_DURATION_MS,
    });
    this.startShownTimers();
    return id;
  }

  /** Remove a toast (its close button, or its duration ran out); the next waiting one takes its row. */
  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
    this.timed.delete(id);
    this.startShownTimers();
  }

  /** A timed toast's clock starts when it is shown. */
  private startShownTimers(): void {
    for (const toast of this.visibleToasts) {
      if (toast.durationMs <= 0 || this.timed.has(toast.id)) continue;
      this.timed.add(toast.id);
      const id = toast.id;
      this.schedule(() => this.dismissToast(id), toast.durationMs);
    }
  }
}
