import type { RealtimePayload } from '@wl/event-bus';
import type { RemoteId } from '@wl/shell-contract';
import { makeAutoObservable } from 'mobx';
import type { PopupWidget } from './constants';

/** One popup widget waiting or on screen. */
export interface OpenPopup extends PopupWidget {
  id: number;
  payload: RealtimePayload;
  /** Bumped when a `single` popup gets a newer event: the layer remounts the widget, which reads its data again. */
  revision: number;
}

/**
 * Which area's popup widget is open with which payload. The host opens them on realtime events (MANUAL_PROMO,
 * PAYMENT_CONFIRMATION) and renders them in its dialog frame, one at a time in the order the events came.
 */
export class EventPopupStore {
  queue: OpenPopup[] = [];
  private nextId = 1;

  /** `isEnabled` answers whether an area is switched on for the merchant (a disabled area has no popup). */
  constructor(private readonly isEnabled: (remote: RemoteId) => boolean) {
    makeAutoObservable<EventPopupStore, 'isEnabled'>(this, { isEnabled: false });
  }

  /** The popup on screen. */
  get current(): OpenPopup | undefined {
    return this.queue[0];
  }

  /** Open (or queue) a popup; answers false, opening nothing, when its area is off. */
  open(popup: PopupWidget, payload: RealtimePayload): boolean {
    if (!this.isEnabled(popup.remote)) return false;
    const same = popup.single
      ? this.queue.find((p) => p.remote === popup.remote && p.widget === popup.widget)
      : undefined;
    if (same) {
      same.payload = payload;
      same.revision += 1;
      return true;
    }
    this.queue.push({ ...popup, id: this.nextId++, payload, revision: 0 });
    return true;
  }

  /** Close a popup (its widget is done, or the member closed it); the next one shows. */
  close(id: number): void {
    this.queue = this.queue.filter((p) => p.id !== id);
  }

  /** Close everything (the session ended). */
  clear(): void {
    this.queue = [];
  }
}
