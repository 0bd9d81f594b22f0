import type { EventMap } from './events';

/** A handler for one event type. */
export type EventHandler<K extends keyof EventMap> = (payload: EventMap[K], type: K) => void;

/** A handler that sees every event, for logging and devtools. */
export type AnyEventHandler = <K extends keyof EventMap>(type: K, payload: EventMap[K]) => void;

/**
 * The one typed event bus shared by the host and every remote (passed as `shell.events`).
 * Handlers run synchronously in subscription order; one handler's exception never stops the others.
 */
export interface EventBus {
  /** Deliver `payload` to every subscriber of `type`. */
  publish<K extends keyof EventMap>(type: K, payload: EventMap[K]): void;
  /** Subscribe to one event type; returns the unsubscribe function. */
  subscribe<K extends keyof EventMap>(type: K, handler: EventHandler<K>): () => void;
  /** Subscribe to every event; returns the unsubscribe function. */
  subscribeAll(handler: AnyEventHandler): () => void;
}

/**
 * Create an event bus. The host creates the one instance; tests create their own.
 * @param onHandlerError called when a handler throws (defaults to console.error), so one bad area cannot break another.
 */
export function createEventBus(
  onHandlerError: (error: unknown, type: string) => void = (error, type) =>
    console.error(`[event-bus] handler for ${type} failed`, error),
): EventBus {
  const handlers = new Map<keyof EventMap, Set<(payload: unknown, type: never) => void>>();
  const allHandlers = new Set<AnyEventHandler>();

  const safely = (type: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      onHandlerError(error, type);
    }
  };

  return {
    publish(type, payload) {
      // Copy first: a handler may unsubscribe (itself or another) while we iterate.
      for (const handler of [...(handlers.get(type) ?? [])])
        safely(type, () => handler(payload, type as never));
      for (const handler of [...allHandlers]) safely(type, () => handler(type, payload));
    },
    subscribe(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      const entry = handler as (payload: unknown, type: never) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
    subscribeAll(handler) {
      allHandlers.add(handler);
      return () => void allHandlers.delete(handler);
    },
  };
}
