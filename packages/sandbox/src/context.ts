import type { RequestHandler } from 'msw';

/** A sandbox member account (seeded per merchant). */
export interface SandboxAccount {
  /** customerId, also the realtime topic id. */
  id: number;
  account: string;
  password: string;
  nickname: string;
  /** isAgent: 0, 1, 2 real; 4 demo. */
  type: number;
  /** The agent (account name) who created this account in the agent register centre; absent otherwise. */
  upline?: string;
}

/** A downline an agent creates in the register centre (`SandboxContext.createMember`). */
export interface SandboxNewMember {
  account: string;
  password: string;
  /** isAgent of the new account: 0 member, 1 agent. */
  type: 0 | 1;
  /** The creating agent's account name. */
  upline: string;
}

/**
 * What area modules get from the sandbox core. Responses are typed as plain `Response` (msw's `HttpResponse` is one),
 * which every msw resolver accepts.
 */
export interface SandboxContext {
  /** The sandbox clock (epoch ms); tests and `POST /__sandbox/clock` move it forward. */
  now(): number;
  /** Merchant code of a request: the Merchant header, else the host name's first label, else `demo`. */
  merchantOf(request: Request): string;
  /** The logged-in account of a request (Authorization header = raw token), or null. */
  accountOf(request: Request): SandboxAccount | null;
  /** An envelope `{ success: true, value }`. */
  ok(value: unknown): Response;
  /**
   * An envelope `{ success: false, errorCode, message }` with an HTTP status (default 200). `value` is for the few
   * errors that carry data (e.g. `login_verify_required` lists the two-factor methods); it defaults to null.
   */
  fail(errorCode: string, message: string, status?: number, value?: unknown): Response;
  /** The 401 envelope for a missing or unknown token. */
  unauthorized(): Response;
  /** Publish a STOMP MESSAGE to every subscriber of a destination (no-op without a realtime server). */
  broadcast(destination: string, body: unknown): void;

  // The members below are always provided by createSandbox(). They are optional only so that a hand-made context in
  // an area's unit test need not fake them: call them as `ctx.onClock?.(...)`.

  /** Accounts of a merchant (the seed plus free-play, registered and downline accounts created since the last reset). */
  accounts?(merchant: string): readonly SandboxAccount[];
  /**
   * Creates a real account on the merchant through the core's registration path (the new account can log in, has
   * empty wallets and the first-login flag). Answers it, or null when the merchant is unknown or the account name is
   * taken (case-insensitive, as logins are).
   */
  createMember?(merchant: string, member: SandboxNewMember): SandboxAccount | null;
  /** True when the merchant's whitelabel flag and all its ancestors are enabled (what the site's FlagView answers). */
  isFlagOn?(merchant: string, modId: string): boolean;
  /**
   * Send the member event `{ type, payload }` to the member's own topic (`/topic/user/{customerId}`) on that merchant,
   * as the platform does for INBOX, DEPOSIT, PAYMENT_CONFIRMATION, ... Answers how many subscriptions received it.
   */
  pushToMember?(merchant: string, customerId: number, type: string, payload: unknown): number;
  /** Members' wallets (money as decimal strings); the shell's balance endpoint reads them. */
  wallets?: SandboxWallets;
  /**
   * Call `listener(from, to)` whenever the sandbox clock moves forward: on `advanceClock` / `POST /__sandbox/clock`,
   * and about once a second while the node server runs. Use it to draw lottery issues and broadcast them, instead of
   * own timers (tests stay deterministic and Jest exits). Returns an unsubscribe function.
   */
  onClock?(listener: SandboxClockListener): () => void;
}

/** Told that the sandbox clock moved from `from` to `to` (epoch ms, `to > from`). */
export type SandboxClockListener = (from: number, to: number) => void;

/** One wallet of a member, as the balance endpoint lists it. */
export interface SandboxWallet {
  /** Stable wallet code: `MAIN` for the main (centre) wallet, vendor codes (`AG`, `PG`) for game wallets. */
  accountName: string;
  displayName: string;
  /** Decimal string with 2 decimals, e.g. `"12345.67"`. */
  availBalance: string;
}

/** Members' wallets, per merchant and customerId. Amounts are decimal strings; never floats. */
export interface SandboxWallets {
  /** Copies of the member's wallets (empty for an unknown member). */
  list(merchant: string, customerId: number): SandboxWallet[];
  /** Balance of one wallet (default `MAIN`), `"0.00"` when absent. */
  balance(merchant: string, customerId: number, wallet?: string): string;
  /**
   * Add `delta` (negative to debit) to one wallet (default `MAIN`, created when absent). Answers the new balance, or
   * null, changing nothing, when the wallet would go below zero or `delta` is not a decimal number.
   */
  adjust(merchant: string, customerId: number, delta: string, wallet?: string): string | null;
}

/** Code of the main (centre) wallet. */
export const MAIN_WALLET = 'MAIN';

/** Default realtime destinations (the site's runtime config may name others; these are the sandbox's). */
export const topics = {
  /** A member's own events. */
  user: (customerId: number): string => `/topic/user/${customerId}`,
  /** Lottery draws of a game, body `{ gameCode, numero, winNo }`. */
  drawNumber: (gameCode: string): string => `/topic/draw_number/${gameCode}`,
};

/**
 * An area's part of the sandbox: its own seeded state and handlers. `reset()` restores the seed.
 * Area modules live in `src/areas/<remote-id>.ts` and are owned by that area's team.
 */
export interface SandboxArea {
  handlers: RequestHandler[];
  reset(): void;
  /**
   * `METHOD /path` of this area's endpoints that the spec marks encrypted (e.g. `'POST /wps/points/redeem'`). The
   * sandbox refuses a plain body there with `encryption.required`; the handlers themselves always receive the
   * decrypted JSON (docs/encryption.md), so they read `request.json()` as usual.
   */
  encryptedEndpoints?: readonly string[];
}

/** Factory of an area module. */
export type SandboxAreaFactory = (context: SandboxContext) => SandboxArea;

/** Every path the sandbox serves is matched on any origin (`*` prefix): the site, tests and the server all use it. */
export const anyOrigin = (path: string): string => `*${path}`;
