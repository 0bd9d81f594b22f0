import type { ApiError } from './api-error';

/** Error codes after which the session is gone: dialog, then the session is cleared on confirm (spec/shell.md §8). */
export const SESSION_INVALID_CODES = [
  'token_ip_different',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
];
/** Error codes the caller handles itself: no dialog (two-factor, bind account, rate limits, merchant setup). */
export const CALLER_HANDLED_CODES = [
  'merchant.acct.setup.err',
  'login_verify_required',
  'TOO_MANY_REQUEST',
  'TOO_MANY_REQUESTS',
  'bind_customer_required',
];
/** The domain cannot serve this merchant: dialog with Retry and customer service. */
export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';
/** A game vendor is down: message plus maintenance start and end times. */
export const VENDOR_UNDER_MAINTENANCE = 'vendor_under_maintenance';

/** What the site does about a failed call. The host's presenter turns these into dialogs and sign-outs. */
export type ErrorAction =
  /** Nothing shown: the caller handles it, or the call is silent. */
  | { kind: 'none' }
  /** Logged only (HTTP 502). */
  | { kind: 'log' }
  /** HTTP 401: show the message, then sign out. */
  | { kind: 'signOut'; message: string }
  /** The session is no longer valid: dialog, then clear the session on confirm. */
  | { kind: 'sessionInvalid'; message: string }
  /** HTTP 504 or no answer in time: the timeout message (timeout_retry_please). */
  | { kind: 'timeout' }
  /** Dialog with Retry and customer service. */
  | { kind: 'domainUnavailable'; message: string }
  /** Message plus the maintenance time range (server values, formatted by the presenter). */
  | { kind: 'vendorMaintenance'; message: string; start: unknown; end: unknown }
  /** The general rule: a warning dialog with the message, else the error code, else the status text. */
  | { kind: 'warn'; message: string };

/** What decides the action besides the error itself. */
export interface ErrorContext {
  /** The call never reports failures (affiliate check, relay calls). */
  silent: boolean;
  /** The general warning dialog is on for this call. */
  alerts: boolean;
  /** The member is on a secure page, where a 504 stays silent. */
  securePage: boolean;
}

interface Row {
  /** Spec wording, for readers and the docs. */
  condition: string;
  applies(error: ApiError, context: ErrorContext): boolean;
  action(error: ApiError, context: ErrorContext): ErrorAction;
}

const codeIn = (codes: string[]) => (error: ApiError) => !!error.errorCode && codes.includes(error.errorCode);
const maintenanceTimes = (value: unknown): { start: unknown; end: unknown } => {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { start: v.maintainTime ?? v.startTime ?? null, end: v.endTime ?? null };
};

/**
 * The error catalogue of spec/shell.md §8 as one ordered table: the first row that applies decides. Every call's
 * failure goes through it; per-call options (silent, alerts) and the page (secure or not) select the row.
 */
export const ERROR_CATALOGUE: readonly Row[] = [
  {
    condition: 'affiliate endpoint, relay endpoints: reject silently',
    applies: (_e, c) => c.silent,
    action: () => ({ kind: 'none' }),
  },
  {
    condition: 'HTTP 401: show message, then sign out',
    applies: (e) => e.status === 401,
    action: (e) => ({ kind: 'signOut', message: e.displayText }),
  },
  {
    condition:
      'token_ip_different, user.or.token.invalid, login.not.session, CUSTOMER_NOT_LOGIN: dialog, then session cleared on confirm',
    applies: codeIn(SESSION_INVALID_CODES),
    action: (e) => ({ kind: 'sessionInvalid', message: e.displayText }),
  },
  {
    condition: 'HTTP 502: logged only',
    applies: (e) => e.status === 502,
    action: () => ({ kind: 'log' }),
  },
  {
    condition:
      'HTTP 504 (or no answer within the timeout): silent on a secure page, elsewhere timeout_retry_please',
    applies: (e) => e.status === 504 || e.kind === 'timeout',
    action: (_e, c) => (c.securePage ? { kind: 'none' } : { kind: 'timeout' }),
  },
  {
    condition:
      'merchant.acct.setup.err, login_verify_required, TOO_MANY_REQUEST(S), bind_customer_required: no dialog',
    applies: codeIn(CALLER_HANDLED_CODES),
    action: () => ({ kind: 'none' }),
  },
  {
    condition: 'domain_not_available: dialog with Retry and customer service',
    applies: codeIn([DOMAIN_NOT_AVAILABLE]),
    action: (e) => ({ kind: 'domainUnavailable', message: e.displayText }),
  },
  {
    condition: 'vendor_under_maintenance: message plus maintenance start and end times',
    applies: codeIn([VENDOR_UNDER_MAINTENANCE]),
    action: (e) => ({ kind: 'vendorMaintenance', message: e.displayText, ...maintenanceTimes(e.value) }),
  },
  {
    condition: 'calls with alerts off: reject silently',
    applies: (_e, c) => !c.alerts,
    action: () => ({ kind: 'none' }),
  },
  {
    condition: 'general: warning dialog with the message, else the error code, else the status text',
    applies: () => true,
    action: (e) => ({ kind: 'warn', message: e.displayText }),
  },
];

/** The action for a failed call: the first catalogue row that applies. */
export function resolveErrorAction(error: ApiError, context: ErrorContext): ErrorAction {
  const row = ERROR_CATALOGUE.find((r) => r.applies(error, context))!;
  return row.action(error, context);
}
