import type { HttpResponse, RequestHandler } from 'msw';

/** A sandbox member account (seeded per merchant). */
export interface SandboxAccount {
  /** customerId, also the realtime topic id. */
  id: number;
  account: string;
  password: string;
  nickname: string;
  /** isAgent: 0, 1, 2 real; 4 demo. */
  type: number;
}

/** What area modules get from the sandbox core. */
export interface SandboxContext {
  /** The sandbox clock (epoch ms); tests and `POST /__sandbox/clock` move it forward. */
  now(): number;
  /** Merchant code of a request: the Merchant header, else the host name's first label, else `demo`. */
  merchantOf(request: Request): string;
  /** The logged-in account of a request (Authorization header = raw token), or null. */
  accountOf(request: Request): SandboxAccount | null;
  /** An envelope `{ success: true, value }`. */
  ok(value: unknown): HttpResponse<unknown>;
  /** An envelope `{ success: false, errorCode, message }` with an HTTP status (default 200). */
  fail(errorCode: string, message: string, status?: number): HttpResponse<unknown>;
  /** The 401 envelope for a missing or unknown token. */
  unauthorized(): HttpResponse<unknown>;
  /** Publish a STOMP MESSAGE to every subscriber of a destination (no-op without a realtime server). */
  broadcast(destination: string, body: unknown): void;
}

/**
 * An area's part of the sandbox: its own seeded state and handlers. `reset()` restores the seed.
 * Area modules live in `src/areas/<remote-id>.ts` and are owned by that area's team.
 */
export interface SandboxArea {
  handlers: RequestHandler[];
  reset(): void;
}

/** Factory of an area module. */
export type SandboxAreaFactory = (context: SandboxContext) => SandboxArea;

/** Every path the sandbox serves is matched on any origin (`*` prefix): the site, tests and the server all use it. */
export const anyOrigin = (path: string): string => `*${path}`;
