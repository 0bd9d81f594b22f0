import type { AxiosAdapter, AxiosInstance, AxiosResponse, AxiosStatic } from 'axios';
import { z } from 'zod';
import { ApiError, type ApiErrorDetails, type ApiErrorKind } from './api-error';
import { CONCURRENCY, DEVICE, HTTP_TIMEOUT_MS, type PoolName } from './constants';
import { ConcurrencyPool } from './concurrency-pool';
import { defineEndpoint, fillPath, type Endpoint } from './endpoint';
import { EnvelopeSchema } from './envelope';
import type { EnvelopeScheme } from './envelope-encryption';
import { resolveErrorAction, type ErrorAction } from './error-catalogue';
import { ResponseCache } from './response-cache';

/** Where the client reads the per-request header values from (the host's session and settings). */
export interface RequestContext {
  merchant(): string;
  language(): string;
  /** The raw session token, or null when logged out. */
  token(): string | null;
  /** The member is on a secure page (a 504 stays silent there). */
  securePage?(): boolean;
}

/** The server's public key for envelope encryption. */
export const encryptionKey = defineEndpoint({
  id: 'system.encryptionKey',
  method: 'GET',
  path: '/wps/system/encryption-key',
  schema: z.object({
    keyId: z.string().min(1),
    algorithm: z.string(),
    publicKey: z.string().min(1),
    serverTime: z.number().optional(),
  }),
});

/** Options of {@link ApiClient}. */
export interface ApiClientOptions {
  context: RequestContext;
  /** Origin prefix; empty for same-origin (the default, as in production). */
  baseURL?: string;
  timeoutMs?: number;
  /** Replace axios's transport (tests, benchmarks). */
  adapter?: AxiosAdapter;
  /** Envelope encryption strategy; default AES-256-GCM + RSA-OAEP-256 with the key from `encryptionKey`. */
  scheme?: EnvelopeScheme;
  /** Cache for `cacheMs` endpoints; default session storage. */
  cache?: ResponseCache;
  /** Clock for throttles (tests). */
  now?: () => number;
  /** Told about every failure with the catalogue's action; the host shows dialogs and signs out from here. */
  onError?: (error: ApiError, action: ErrorAction) => void;
  /**
   * Told when a call that went to the network settles (release health counts calls and failures by endpoint family):
   * the endpoint's path, the HTTP status (200 on success, 0 without an answer) and the failure's kind ('' on success).
   */
  onSettled?: (path: string, status: number, kind: ApiErrorKind | '') => void;
}

/** Per-call arguments. */
export interface CallOptions {
  params?: Record<string, unknown>;
  body?: unknown;
  pathParams?: Record<string, string | number>;
  signal?: AbortSignal;
  /** Override the endpoint's `alerts` for this call. */
  alerts?: boolean;
  /**
   * Report nothing for this call, like a `silent` endpoint: for background and repeated calls (a start-up retry, a
   * background refresh) whose failure the caller shows itself, so failures never stack dialogs.
   */
  silent?: boolean;
  /**
   * Skip the cached answer of a `cacheMs` endpoint and ask the server (the new answer is cached): a re-read that must
   * see a change made on the server, e.g. permissions re-fetched when a hidden page becomes visible again.
   */
  fresh?: boolean;
  /**
   * Extra headers for this call, replacing a default of the same name (the winner board's `CustomerId` and its
   * `Language` in the server's locale form). Never used for Authorization: the token comes from the session.
   */
  headers?: Record<string, string>;
  /**
   * Told how much of the request body has been sent, as a fraction from 0 to 1 (axios `onUploadProgress`): for
   * uploads (a multipart body with pictures) that show their progress. Not called when the size is unknown.
   */
  onUploadProgress?: (fraction: number) => void;
}

let transport: Promise<AxiosStatic> | null = null;

const ignore = (): void => undefined;

/**
 * Start loading the HTTP library (axios) if it is not loading yet, and resolve to it. It is a chunk of its own, loaded
 * with the first request instead of with the site: a visitor's first screen needs no request (the site server inlines
 * the start answers), so its 15 KB gzip stay off the first load. The host calls this at start when a member's session
 * will be restored at once, so the first request does not wait for the download. A failed download is tried again by
 * the next call.
 *
 * @returns axios, once loaded
 */
export function loadTransport(): Promise<AxiosStatic> {
  transport ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    (module) => module.default,
    (error: unknown) => {
      transport = null;
      throw error;
    },
  );
  return transport;
}

/**
 * Seal refusals that a fresh key and a fresh reading of the server's clock cure: the key was rotated, or the device
 * clock moved (or the server's did) since the key was fetched. One retry.
 */
const RESEAL_CODES = ['encryption.unknown_key', 'encryption.stale'];

/**
 * The one HTTP client of the site. The host creates the instance and hands it to every remote as `shell.api`.
 * Every call sends Merchant, Device, Language and (when logged in) Authorization, reads the response envelope and
 * parses its value with the endpoint's schema. Identical GETs in flight share one request; requests run at most 6 at
 * once (4 for the game list); cached reads come from session storage; throttled endpoints share their last answer;
 * encrypted endpoints send a sealed envelope. Every failure rejects with {@link ApiError} and is reported once through
 * `onError` with the error catalogue's action.
 */
export class ApiClient {
  /** Origin prefix of every request; empty for same-origin. */
  readonly baseURL: string;
  readonly cache: ResponseCache;
  private readonly timeoutMs: number;
  private readonly adapter?: AxiosAdapter;
  private instance: Promise<AxiosInstance> | null = null;
  private loadedInstance: AxiosInstance | null = null;
  private readonly context: RequestContext;
  private scheme: Promise<EnvelopeScheme> | null;
  private readonly now: () => number;
  private readonly onError?: ApiClientOptions['onError'];
  private readonly onSettled?: ApiClientOptions['onSettled'];
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly throttled = new Map<string, { at: number; promise: Promise<unknown> }>();
  private readonly pools: Record<PoolName, ConcurrencyPool> = {
    default: new ConcurrencyPool(CONCURRENCY.default),
    gameList: new ConcurrencyPool(CONCURRENCY.gameList),
  };

  constructor(options: ApiClientOptions) {
    this.context = options.context;
    this.now = options.now ?? (() => Date.now());
    this.onError = options.onError;
    this.onSettled = options.onSettled;
    this.cache = options.cache ?? new ResponseCache(undefined, this.now);
    this.scheme = options.scheme ? Promise.resolve(options.scheme) : null;
    this.baseURL = options.baseURL ?? '';
    this.timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
    this.adapter = options.adapter;
  }

  /**
   * The axios instance, once the first request has loaded axios (see {@link loadTransport}).
   *
   * @deprecated Read {@link ApiClient.baseURL} and call {@link ApiClient.call}. Kept for areas built before axios
   * loaded on demand (games-lobby up to 1.x read `http.defaults.baseURL` when a game is left), so rolling one back
   * keeps working; it throws before the first request.
   */
  get http(): AxiosInstance {
    if (!this.loadedInstance) throw new Error('The HTTP client loads with the first request');
    return this.loadedInstance;
  }

  /** Start loading the HTTP library now, so the first call does not wait for it (see {@link loadTransport}). */
  warm(): void {
    // A failed download is reported by the call that needs it.
    this.transportInstance().then(ignore, ignore);
  }

  /**
   * The envelope encryption, loaded with the first encrypted call (login, registration, password and payment forms):
   * no other page needs it. A failed download is tried again by the next such call.
   */
  private envelopeScheme(): Promise<EnvelopeScheme> {
    this.scheme ??= import(/* webpackChunkName: "envelope-encryption" */ './envelope-encryption').then(
      ({ AesGcmRsaOaepScheme }) => new AesGcmRsaOaepScheme(() => this.call(encryptionKey), this.now),
      (error: unknown) => {
        this.scheme = null;
        throw error;
      },
    );
    return this.scheme;
  }

  private transportInstance(): Promise<AxiosInstance> {
    this.instance ??= loadTransport().then(
      (axios) =>
        (this.loadedInstance = axios.create({
          baseURL: this.baseURL,
          timeout: this.timeoutMs,
          adapter: this.adapter,
          // The envelope decides success; statuses are judged here so a 4xx envelope is still read.
          validateStatus: () => true,
        })),
      (error: unknown) => {
        this.instance = null;
        throw error;
      },
    );
    return this.instance;
  }

  /** The headers every request carries right now (exactly one of each). */
  headers(): Record<string, string> {
    const headers: Record<string, string> = {
      Merchant: this.context.merchant(),
      Device: DEVICE,
      Language: this.context.language(),
    };
    const token = this.context.token();
    if (token) headers.Authorization = token; // raw token, no scheme, as the backend expects
    return headers;
  }

  /** Requests running and waiting in a pool (diagnostics and tests). */
  poolLoad(pool: PoolName = 'default'): { running: number; queued: number } {
    return { running: this.pools[pool].running, queued: this.pools[pool].queued };
  }

  /** Call an endpoint and resolve to its parsed value; rejects only with {@link ApiError}. */
  call<TValue>(endpoint: Endpoint<TValue>, options: CallOptions = {}): Promise<TValue> {
    const key = JSON.stringify([
      endpoint.method,
      endpoint.path,
      options.pathParams ?? null,
      options.params ?? null,
      options.headers ?? null,
      this.context.merchant(),
      this.context.language(),
      this.context.token(),
    ]);
    if (endpoint.cacheMs && !options.fresh) {
      const cached = this.cache.get(key);
      if (cached !== undefined) {
        const parsed = endpoint.schema.safeParse(cached);
        if (parsed.success) return Promise.resolve(parsed.data);
        this.cache.delete(key);
      }
    }
    if (endpoint.minIntervalMs) {
      const last = this.throttled.get(endpoint.path);
      if (last && this.now() - last.at < endpoint.minIntervalMs) return last.promise as Promise<TValue>;
    }
    const shareable = endpoint.method === 'GET' && !options.signal;
    const existing = shareable ? (this.inFlight.get(key) as Promise<TValue> | undefined) : undefined;
    if (existing) return existing;

    const sentToken = this.context.token();
    const promise = this.send(endpoint, options).then(
      (value) => {
        if (endpoint.cacheMs) this.cache.set(key, value, endpoint.cacheMs);
        this.onSettled?.(endpoint.path, 200, '');
        return value;
      },
      (error: unknown) => {
        const failure = error as ApiError;
        this.onSettled?.(endpoint.path, failure.status ?? 0, failure.kind);
        this.report(endpoint, options, failure, sentToken);
        throw error;
      },
    );
    if (endpoint.minIntervalMs) this.throttled.set(endpoint.path, { at: this.now(), promise });
    if (shareable) {
      this.inFlight.set(key, promise);
      const forget = () => this.inFlight.delete(key);
      promise.then(forget, forget);
    }
    return promise;
  }

  private report(
    endpoint: Endpoint<unknown>,
    options: CallOptions,
    error: ApiError,
    sentToken: string | null,
  ): void {
    if (!this.onError) return;
    const action = resolveErrorAction(error, {
      silent: !!endpoint.silent || !!options.silent,
      alerts: options.alerts ?? endpoint.alerts ?? endpoint.method !== 'GET',
      securePage: this.context.securePage?.() ?? false,
    });
    // A refused token that is no longer the session's (the member logged out or in again while the call ran) speaks
    // of a session already gone: no "login expired" dialog over the next one.
    if ((action.kind === 'signOut' || action.kind === 'sessionInvalid') && this.context.token() !== sentToken)
      return;
    try {
      this.onError(error, action);
    } catch (handlerError) {
      console.error('[api] error handler failed', handlerError);
    }
  }

  private async send<TValue>(
    endpoint: Endpoint<TValue>,
    options: CallOptions,
    retried = false,
  ): Promise<TValue> {
    const details = { endpointId: endpoint.id, method: endpoint.method, path: endpoint.path };
    let url: string;
    try {
      url = fillPath(endpoint.path, options.pathParams);
    } catch (error) {
      throw new ApiError({ ...details, kind: 'network' }, (error as Error).message);
    }
    const headers = { ...this.headers(), ...options.headers };
    let body = options.body;
    if (endpoint.encrypted) {
      try {
        const scheme = await this.envelopeScheme();
        const sealed = await scheme.seal({ method: endpoint.method, path: url, body });
        body = sealed.body;
        Object.assign(headers, sealed.headers);
      } catch (error) {
        const reason = error instanceof ApiError ? error.displayText : (error as Error).message;
        throw new ApiError(
          { ...details, kind: 'network' },
          `${endpoint.method} ${endpoint.path} could not be encrypted: ${reason}`,
        );
      }
    }
    const pool = this.pools[endpoint.pool ?? 'default'];
    let response: AxiosResponse<unknown>;
    try {
      // A failed download of the library itself counts as the network failing, as for a request.
      const http = await this.transportInstance();
      response = await pool.run(() =>
        http.request({
          method: endpoint.method,
          url,
          params: options.params,
          data: body,
          headers,
          signal: options.signal,
          onUploadProgress: options.onUploadProgress
            ? (event) => {
                if (event.total) options.onUploadProgress?.(Math.min(1, event.loaded / event.total));
              }
            : undefined,
        }),
      );
    } catch (error) {
      const timedOut = isAxiosTimeout(error);
      throw new ApiError(
        { ...details, kind: timedOut ? 'timeout' : 'network' },
        timedOut
          ? `${endpoint.method} ${endpoint.path} timed out`
          : `${endpoint.method} ${endpoint.path} could not reach the server`,
      );
    }
    try {
      return parseResponse(endpoint, response, details);
    } catch (error) {
      // The key or the clock offset went stale since we fetched them: fetch both again and try once more.
      if (
        endpoint.encrypted &&
        !retried &&
        error instanceof ApiError &&
        RESEAL_CODES.includes(error.errorCode ?? '')
      ) {
        (await this.envelopeScheme()).reset();
        return this.send(endpoint, options, true);
      }
      throw error;
    }
  }
}

/** axios's own `isAxiosError` test and its timeout codes, without holding axios itself. */
function isAxiosTimeout(error: unknown): boolean {
  const failure = error as { isAxiosError?: unknown; code?: unknown } | null;
  return failure?.isAxiosError === true && (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT');
}

function parseResponse<TValue>(
  endpoint: Endpoint<TValue>,
  response: AxiosResponse<unknown>,
  base: Pick<ApiErrorDetails, 'endpointId' | 'method' | 'path'>,
): TValue {
  const http = { ...base, status: response.status, statusText: response.statusText };
  const envelope = EnvelopeSchema.safeParse(response.data);
  if (!envelope.success) {
    if (response.status >= 400) {
      throw new ApiError(
        { ...http, kind: 'http' },
        `${base.method} ${base.path} failed with HTTP ${response.status}`,
      );
    }
    throw new ApiError(
      { ...http, kind: 'malformed' },
      `The server's answer to ${base.method} ${base.path} could not be read (not a response envelope)`,
    );
  }
  const { success, value, errorCode, message } = envelope.data;
  if (!success || response.status >= 400) {
    throw new ApiError(
      { ...http, kind: success ? 'http' : 'server', errorCode, serverMessage: message, value },
      message || errorCode || `${base.method} ${base.path} failed with HTTP ${response.status}`,
    );
  }
  const parsed = endpoint.schema.safeParse(value);
  if (!parsed.success) {
    throw new ApiError(
      { ...http, kind: 'malformed' },
      `The server's answer to ${base.method} ${base.path} could not be read (${describeIssues(parsed.error)})`,
    );
  }
  return parsed.data;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`)
    .join('; ');
}
