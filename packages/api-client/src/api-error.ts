/**
 * What went wrong with a call:
 * - `network`: no response (offline, DNS, connection refused, CORS);
 * - `timeout`: no response within the client's timeout;
 * - `http`: a non-2xx status without a usable envelope;
 * - `server`: an envelope with `success: false` (see `errorCode`);
 * - `malformed`: a response that is not the envelope or whose value does not match the endpoint's schema.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'server' | 'malformed';

/** Facts about a failed call, for the error catalogue and for callers that handle specific codes. */
export interface ApiErrorDetails {
  kind: ApiErrorKind;
  endpointId: string;
  method: string;
  path: string;
  status?: number;
  statusText?: string;
  errorCode?: string | null;
  serverMessage?: string | null;
  /** The envelope's value on a server error (e.g. the two-factor methods required). */
  value?: unknown;
}

/** The one error type every call rejects with. Its `message` is always readable by a person. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly endpointId: string;
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  readonly statusText?: string;
  readonly errorCode?: string | null;
  readonly serverMessage?: string | null;
  readonly value?: unknown;

  constructor(details: ApiErrorDetails, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = details.kind;
    this.endpointId = details.endpointId;
    this.method = details.method;
    this.path = details.path;
    this.status = details.status;
    this.statusText = details.statusText;
    this.errorCode = details.errorCode;
    this.serverMessage = details.serverMessage;
    this.value = details.value;
  }

  /**
   * The text the spec says to show: the server message, else the error code, else the status text. Failures without
   * a usable HTTP answer (network, timeout, malformed) show this error's own message, never a bare "OK".
   */
  get displayText(): string {
    if (this.serverMessage) return this.serverMessage;
    if (this.errorCode) return this.errorCode;
    if (this.kind === 'http' && this.statusText) return this.statusText;
    return this.message;
  }
}

/** Error codes of the transport itself (envelope encryption): their server texts are for engineers, not players. */
export const TRANSPORT_ERROR_PREFIX = 'encryption.';

/**
 * The `common` message key (spec/shell.md §8) a player sees for a failure that has no server text meant for people:
 * `timeout_retry_please` for a timeout or HTTP 504, `unknown_error` for transport refusals, unreachable servers and
 * unreadable answers; null when the server's own message (or code) is what to show.
 */
export function playerMessageKey(error: ApiError): 'timeout_retry_please' | 'unknown_error' | null {
  if (error.kind === 'timeout' || error.status === 504) return 'timeout_retry_please';
  if (error.errorCode?.startsWith(TRANSPORT_ERROR_PREFIX)) return 'unknown_error';
  if (error.kind === 'network' || error.kind === 'malformed') return 'unknown_error';
  if (error.kind === 'http' && !error.serverMessage && !error.errorCode) return 'unknown_error';
  return null;
}

/**
 * What a screen shows a player for any failure: the translated key of {@link playerMessageKey}, else the spec's
 * display text (server message, else code, else status text). `t` is the caller's i18next `t`.
 */
export function playerText(error: unknown, t: (key: string) => string): string {
  if (!isApiError(error)) return t('common:unknown_error');
  const key = playerMessageKey(error);
  return key ? t(`common:${key}`) : error.displayText;
}

/** Type guard for {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Readable text for any failure a screen shows: an ApiError's displayText, an Error's message, else the value. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.displayText;
  return error instanceof Error ? error.message : String(error);
}

/** What a screen needs to know about a failed call. */
export interface LoadFailure {
  /** Readable text ({@link errorText}). */
  text: string;
  kind: ApiErrorKind | 'unknown';
  /** HTTP status when there was a response. */
  status?: number;
}

/** Describe a failed call: the site-wide text rule plus what kind of failure it was (e.g. to treat a 401 apart). */
export function describeFailure(error: unknown): LoadFailure {
  if (isApiError(error)) return { text: errorText(error), kind: error.kind, status: error.status };
  return { text: errorText(error), kind: 'unknown' };
}
