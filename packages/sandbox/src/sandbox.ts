import type { RequestHandler } from 'msw';
import { adminHandlers } from './admin/admin-handlers';
import { applyMemberEvent } from './admin/member-events';
import { agentContractsArea } from './areas/agent-contracts';
import { gamesLaunchArea } from './areas/games-launch';
import { gamesLobbyArea } from './areas/games-lobby';
import { lotteryArea } from './areas/lottery';
import { lotteryLobbyArea } from './areas/lottery-lobby';
import { lotteryVnArea } from './areas/lottery-vn';
import { lotteryWidgetsArea } from './areas/lottery-widgets';
import { memberCentreArea } from './areas/member-centre';
import { memberRecordsArea, memberRecordsGuardArea } from './areas/member-records';
import { memberMoneyArea } from './areas/member-money';
import { paymentConfirmationArea } from './areas/payment-confirmation';
import { pointsMallArea } from './areas/points-mall';
import { promotionsArea } from './areas/promotions';
import { winnerBoardArea } from './areas/winner-board';
import { artworkHandler } from './artwork/artwork-handler';
import type { SandboxArea, SandboxContext } from './context';
import { SandboxClock } from './core/clock';
import type { CoreContext, SandboxCore } from './core/core';
import { ENCRYPTED_ENDPOINTS, EnvelopeKeys, type SandboxEncryptionKey } from './core/encryption';
import { fail, ok, unauthorized } from './core/envelope';
import { envelopeGuard } from './core/envelope-guard';
import { faultHandler, FaultStore, type FaultSpec, type SandboxFault } from './core/faults';
import { HmacSigner } from './core/hmac';
import { merchantOf } from './core/merchant-of';
import { SandboxState } from './data/state';
import { realtimeAdminHandlers } from './realtime/realtime-admin-handlers';
import type { SandboxRealtime, SandboxSession } from './realtime/realtime-types';
import { shellHandlers } from './shell/shell-handlers';
import { standInHandlers } from './shell/stand-ins/stand-in-handlers';

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /** Base time source (epoch ms), `Date.now` by default; pass a constant for fully deterministic tests. */
  now?: () => number;
  /**
   * WebCrypto for envelope decryption, `globalThis.crypto.subtle` by default (read when first needed). jsdom has no
   * `crypto.subtle`: pass `require('node:crypto').webcrypto.subtle` there, or install it in the Jest setup.
   */
  subtle?: SubtleCrypto;
}

/** The local backend: MSW handlers over seeded state, plus the controls tests and the admin endpoints use. */
export interface Sandbox {
  /**
   * Every handler, in order: fault injection, admin, the envelope guard (encryption), shell, artwork and the six
   * areas. Use with `setupServer(...handlers)` or the node server.
   */
  handlers: RequestHandler[];
  /** The context the areas were built with (handy for tests that need the core's helpers). */
  context: SandboxContext;
  /** Every seed back in place (core and areas); clock offset, tokens and faults cleared. The encryption key stays. */
  reset(): void;
  /** Sandbox time, epoch ms. */
  now(): number;
  /** Moves the clock forward by `ms` (≥ 0); clock listeners (the lottery) run synchronously. */
  advanceClock(ms: number): void;
  /** Tells clock listeners that base time passed (the node server calls it every second). */
  tick(): void;
  /** Logs an account in without a password; `merchant` defaults to demo. Throws for an unknown account. */
  issueToken(account: string, merchant?: string): string;
  /** The owner of a live token, or null. The STOMP layer authenticates CONNECT with it. */
  resolveToken(token: string): SandboxSession | null;
  /** True for a merchant code the sandbox knows (a visitor's STOMP CONNECT names one). */
  hasMerchant(code: string): boolean;
  /**
   * Sends the realtime event `{ type, payload }` to the member (a DEPOSIT with `status: 'success'` credits
   * `payload.amount` to the main wallet first). Answers how many subscriptions received it; throws for an unknown
   * account or a DEPOSIT success without a positive amount.
   */
  push(account: string, type: string, payload: unknown, merchant?: string): number;
  /** Connects (or, with null, disconnects) the realtime hub that broadcasts and pushes reach. */
  setRealtime(realtime: SandboxRealtime | null): void;
  /** The public key `GET /wps/system/encryption-key` answers (the key pair is made on first use, then kept). */
  encryptionKey(): Promise<SandboxEncryptionKey>;
  /**
   * Makes a new encryption key, as a backend's key rotation does: the key before stays accepted until the next
   * rotation, older ones get `encryption.unknown_key` (what makes a client fetch the key again). Answers the new key.
   */
  rotateEncryptionKey(): Promise<SandboxEncryptionKey>;
  /** Adds a fault as `POST /__sandbox/faults` does (answers it); throws a TypeError saying why for an invalid one. */
  addFault(fault: FaultSpec): SandboxFault;
  /** Removes every fault, as `DELETE /__sandbox/faults` does. */
  clearFaults(): void;
}

/** Key of the social stand-ins' signatures (sandbox only: nothing secret is at stake). */
const SOCIAL_SIGNING_SECRET = 'wl-sandbox-social-identity';

/** The area modules, in handler order. */
const AREAS = [
  // Responsible gaming's guard first: it marks session starts and refuses launches past a session limit.
  memberRecordsGuardArea,
  gamesLobbyArea,
  // The game launch of the games-lobby area (its own file: launch, trial, logout, stand-in game page).
  gamesLaunchArea,
  lotteryArea,
  // The lotto lobby (lottoLobby, the stand-in betting page), the Vietnam lottery and the trend chart's draws.
  lotteryLobbyArea,
  lotteryVnArea,
  // The home page's lottery widgets (menu groups, jackpot, the mini-game's script).
  lotteryWidgetsArea,
  promotionsArea,
  pointsMallArea,
  agentContractsArea,
  // agent-contracts' payment confirmation (its own file: the list read and the C2C processing).
  paymentConfirmationArea,
  memberCentreArea,
  // member-centre's records, rewards, referral, agent pages and responsible gaming (its own file).
  memberRecordsArea,
  // member-centre's deposits, withdrawals, transfers and security (its own file).
  memberMoneyArea,
  winnerBoardArea,
];

/** Builds a sandbox with fresh seeded state. Starts no timers: nothing runs unless a request or a test drives it. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const clock = new SandboxClock(options.now ?? Date.now);
  const state = new SandboxState();
  const encryption = new EnvelopeKeys(options.subtle);
  const faults = new FaultStore();
  let realtime: SandboxRealtime | null = null;
  let areas: SandboxArea[] = [];

  const requestMerchant = (request: Request) => merchantOf(request, (code) => state.merchant(code) !== null);
  const deliver = (merchant: string, customerId: number, type: string, payload: unknown) =>
    realtime?.deliverToUser(merchant, customerId, { type, payload }) ?? 0;

  const context: CoreContext = {
    now: () => clock.now(),
    merchantOf: requestMerchant,
    accountOf: (request) => core.sessionOf(request)?.member ?? null,
    ok,
    fail,
    unauthorized,
    broadcast: (destination, body) => realtime?.broadcast(destination, body),
    accounts: (merchant) => state.membersOf(merchant),
    // The same path as PUT /wps/member/register, so an agent's downline is a real account that can log in.
    createMember: (merchant, member) =>
      state.merchant(merchant) && !state.findMember(merchant, member.account)
        ? state.createRegisteredMember(merchant, member)
        : null,
    isFlagOn: (merchant, modId) => state.isFlagOn(merchant, modId),
    pushToMember: deliver,
    wallets: state.wallets,
    onClock: (listener) => clock.onTick(listener),
  };

  const core: SandboxCore = {
    state,
    clock,
    context,
    encryption,
    faults,
    signer: new HmacSigner(SOCIAL_SIGNING_SECRET, options.subtle),
    sessionOf(request) {
      const token = request.headers.get('Authorization');
      const session = token ? state.resolveToken(token) : null;
      // A token is only good on its own merchant, as on the real platform.
      return session && session.merchant === requestMerchant(request) ? session : null;
    },
    push(merchant, member, type, payload) {
      applyMemberEvent(state, merchant, member, type, payload);
      return deliver(merchant, member.id, type, payload);
    },
    reset() {
      clock.reset();
      state.reset();
      faults.clear();
      realtime?.reset?.();
      for (const area of areas) area.reset();
    },
  };

  areas = AREAS.map((factory) => factory(context));

  const memberOrThrow = (account: string, merchant: string) => {
    const member = state.findMember(merchant, account);
    if (!member) throw new Error(`sandbox: no account ${account} on merchant ${merchant}`);
    return member;
  };

  // What the envelope guard hands decrypted requests to: every handler that serves the site's API.
  const apiHandlers = [
    ...shellHandlers(core),
    artworkHandler(context),
    ...areas.flatMap((area) => area.handlers),
  ];
  const encryptedEndpoints = new Set([
    ...ENCRYPTED_ENDPOINTS,
    ...areas.flatMap((area) => area.encryptedEndpoints ?? []),
  ]);

  return {
    handlers: [
      // First, so a fault also hits encrypted endpoints before their checks, as a failing network or proxy would.
      faultHandler(faults),
      ...adminHandlers(core),
      ...realtimeAdminHandlers(core, () => realtime?.control ?? null),
      ...standInHandlers(core),
      envelopeGuard({
        keys: encryption,
        context,
        required: encryptedEndpoints,
        downstream: apiHandlers,
      }),
      ...apiHandlers,
    ],
    context,
    reset: () => core.reset(),
    now: () => clock.now(),
    advanceClock: (ms) => clock.advance(ms),
    tick: () => clock.tick(),
    issueToken: (account, merchant = 'demo') =>
      state.tokens.issue(memberOrThrow(account, merchant).account, merchant),
    resolveToken(token) {
      const session = state.resolveToken(token);
      return session ? { merchant: session.merchant, account: session.member } : null;
    },
    hasMerchant: (code) => state.merchant(code) !== null,
    push: (account, type, payload, merchant = 'demo') =>
      core.push(merchant, memberOrThrow(account, merchant), type, payload),
    setRealtime(next) {
      realtime = next;
    },
    encryptionKey: () => encryption.publicKey(),
    rotateEncryptionKey: () => encryption.rotate(),
    addFault: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
  };
}
