import type { SandboxContext } from '../context';
import type { MemberRecord } from '../data/accounts';
import type { SandboxState, SessionOwner } from '../data/state';
import type { SandboxClock } from './clock';
import type { EnvelopeKeys } from './encryption';
import type { FaultStore } from './faults';
import type { HmacSigner } from './hmac';

/** The area context with every optional member filled in, as createSandbox builds it. */
export type CoreContext = Required<SandboxContext>;

/** What the core's own handler modules (shell, admin) share. */
export interface SandboxCore {
  state: SandboxState;
  clock: SandboxClock;
  context: CoreContext;
  /** The encryption key pair (docs/encryption.md); kept across resets. */
  encryption: EnvelopeKeys;
  /** Injected faults (DESIGN.md §8); a reset clears them. */
  faults: FaultStore;
  /** Signs and checks the social stand-ins' identity tokens (a fixed key: tokens survive resets). */
  signer: HmacSigner;
  /** The session of a request: a live token for the request's merchant, else null. */
  sessionOf(request: Request): SessionOwner | null;
  /** Delivers `{ type, payload }` to a member's topic, crediting DEPOSIT successes first; answers the count. */
  push(merchant: string, member: MemberRecord, type: string, payload: unknown): number;
  /** Restores every seed (the core's and each area's) and clears faults. */
  reset(): void;
}
