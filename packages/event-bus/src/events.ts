/**
 * Realtime event types pushed by the server on the member's own topic (spec/shell.md §4).
 * Names are kept exactly as the spec gives them.
 */
export const REALTIME_EVENT_TYPES = [
  'MANUAL_PROMO',
  'PROMOTION_CLAIM',
  'INBOX',
  'WITHDRAW',
  'DEPOSIT',
  'ONLINE_MSG',
  'PAYMENT_CONFIRMATION',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
] as const;

/** One of the realtime event types of {@link REALTIME_EVENT_TYPES}. */
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

/** The server does not document payload shapes, so realtime payloads are open records. */
export type RealtimePayload = Record<string, unknown>;

/** Realtime events as republished on the bus by the host. */
export type RealtimeEventMap = { [K in RealtimeEventType]: RealtimePayload };

/**
 * Cross-area events, named `<area>.<event>`. Adding one is a contract change: keep payloads small and serialisable.
 */
export interface AreaEventMap {
  /** The host's session changed: a member logged in (payload carries the account) or out (account null). */
  'session.changed': { account: string | null };
  /** Any area asks the host to reload the wallet balance (e.g. after a bet or a manual refresh). */
  'wallet.refreshRequested': { source: string };
  /** The host finished reloading the balance. */
  'wallet.refreshed': { sumBalance: string };
  /** The host's realtime connection changed state. */
  'realtime.status': { connected: boolean };
  /**
   * The interface language changed (spec/shell.md §4 "Language change"), after the new texts are loaded and
   * `<html lang dir>` is set. Areas reload language-dependent data on it (promotion categories, game matches).
   * `language` and `previous` are the site's language codes (CN, TW, TH, JA, EN, VI; `cimode` in tests).
   */
  'language.changed': { language: string; previous: string };
  /**
   * A member of agent type 0, 1 or 2 has just logged in: the agent-contracts area checks for pending payment
   * confirmations and opens its modal (spec/shell.md §6).
   */
  'agent-contracts.paymentConfirmationCheck': { account: string; isAgent: number };
  /**
   * The member centre changed the member's inbox (a message read or deleted) or avatar: the account bar reads that
   * part again, so the bar and the centre show the same unread count and icon. `unread` is the count the server
   * answered, when known.
   */
  'member-centre.accountChanged': { part: 'inbox' | 'avatar'; unread?: number };
}

/** Every event the bus carries, realtime and cross-area. */
export type EventMap = RealtimeEventMap & AreaEventMap;

/** Type guard: is `type` one of the spec's realtime event types? */
export function isRealtimeEventType(type: string): type is RealtimeEventType {
  return (REALTIME_EVENT_TYPES as readonly string[]).includes(type);
}
