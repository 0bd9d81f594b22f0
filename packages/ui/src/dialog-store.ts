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
}

/** Default toast duration (spec/shell.md §9). */
export const TOAST_DURATION_MS = 4500;

/**
 * Dialogs and toasts of the site, as a store: the host renders them with DialogOutlet; anything may open one.
 * Dialogs queue: one is shown at a time, in the order they were opened.
 */
export class DialogStore {
  dialogs: OpenDialog[] = [];
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(
    private readonly schedule: (fn: () => void, ms: number) => void = (fn, ms) => setTimeout(fn, ms),
  ) {
    makeAutoObservable<DialogStore, 'schedule'>(this, { schedule: false });
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

  toast(message: string, options: { kind?: Toast['kind']; durationMs?: number } = {}): void {
    const id = this.nextId++;
    this.toasts.push({ id, message, kind: options.kind ?? 'info' });
    const duration = options.durationMs ?? TOAST_DURATION_MS;
    if (duration > 0) this.schedule(() => this.dismissToast(id), duration);
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }
}
