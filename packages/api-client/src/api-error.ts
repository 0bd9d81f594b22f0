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

  /** The text the spec says to show: the server message, else the error code, else the status text. */
  get displayText(): string {
    return this.serverMessage || this.errorCode || this.statusText || this.message;
  }
}

/** Type guard for {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
