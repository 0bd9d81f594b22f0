// Browser- and jsdom-safe entry: no node-only imports here (the server lives in ./node).
export { createSandbox } from './sandbox';
export type { Sandbox, SandboxOptions } from './sandbox';
export type { SandboxRealtime, SandboxSession } from './realtime/realtime-types';
export { anyOrigin, MAIN_WALLET, topics } from './context';
export type {
  SandboxAccount,
  SandboxArea,
  SandboxAreaFactory,
  SandboxClockListener,
  SandboxContext,
  SandboxWallet,
  SandboxWallets,
} from './context';
export type { Envelope } from './core/envelope';
export { ENCRYPTED_ENDPOINTS, ENCRYPTION_MAX_SKEW_MS } from './core/encryption';
export type { EncryptionErrorCode, SandboxEncryptionKey } from './core/encryption';
export { MAX_FAULT_DELAY_MS } from './core/faults';
export type { FaultSpec, SandboxFault } from './core/faults';
export type { FlagNode } from './data/flag-tree';
export { MERCHANT_CODES } from './data/merchants';
export { DEFAULT_PASSWORD, SEED_AUTH_CODE, SEED_PASSWORD } from './data/accounts';
export { CAPTCHA_AFTER_FAILURES, SMS_CODE_MINUTES } from './data/access-state';
export type { RegisterField, RegisterFieldKey } from './data/register-config';
// What the geetest stand-ins hand the site, for unit tests that pass a captcha without running the scripts.
export { geetestSign } from './shell/geetest-sign';
