import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import type { z } from 'zod';
import { ApiError, type ApiErrorDetails } from './api-error';
import { fillPath, type Endpoint } from './endpoint';
import { EnvelopeSchema } from './envelope';

/** Request timeout (spec/shell.md §9). */
export const HTTP_TIMEOUT_MS = 20_000;
/** The Device header value for the web site. */
export const DEVICE = 'web';

/** Where the client reads the per-request header values from (the host's session and settings). */
export interface RequestContext {
  merchant(): string;
  language(): string;
  /** The raw session token, or null when logged out. */
  token(): string | null;
}

/** Options of {@link ApiClient}. */
export interface ApiClientOptions {
  context: RequestContext;
  /** Origin prefix; empty for same-origin (the default, as in production). */
  baseURL?: string;
  timeoutMs?: number;
  /** Replace axios's transport (tests). */
  adapter?: AxiosAdapter;
}

/** Per-call arguments. */
export interface CallOptions {
  params?: Record<string, unknown>;
  body?: unknown;
  pathParams?: Record<string, string | number>;
  signal?: AbortSignal;
}

/**
 * The one HTTP client of the site. The host creates the instance and hands it to every remote as `shell.api`.
 * Every call sends Merchant, Device, Language and (when logged in) Authorization, reads the response envelope and
 * parses its value with the endpoint's schema; identical GETs in flight at the same time share one request.
 */
export class ApiClient {
  readonly http: AxiosInstance;
  private readonly context: RequestContext;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(options: ApiClientOptions) {
    this.context = options.context;
    this.http = axios.create({
      baseURL: options.baseURL ?? '',
      timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
      adapter: options.adapter,
      // The envelope decides success; we judge statuses ourselves so a 4xx envelope is still read.
      validateStatus: () => true,
    });
  }

  /** The headers every request carries right now. */
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

  /** Call an endpoint and resolve to its parsed value; rejects only with {@link ApiError}. */
  call<TValue>(endpoint: Endpoint<TValue>, options: CallOptions = {}): Promise<TValue> {
    if (endpoint.method !== 'GET' || options.signal) return this.send(endpoint, options);
    const key = JSON.stringify([endpoint.path, options.pathParams, options.params, this.context.token()]);
    const existing = this.inFlight.get(key) as Promise<TValue> | undefined;
    if (existing) return existing;
    const promise = this.send(endpoint, options).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async send<TValue>(endpoint: Endpoint<TValue>, options: CallOptions): Promise<TValue> {
    const details = { endpointId: endpoint.id, method: endpoint.method, path: endpoint.path };
    let response: AxiosResponse<unknown>;
    try {
      response = await this.http.request({
        method: endpoint.method,
        url: fillPath(endpoint.path, options.pathParams),
        params: options.params,
        data: options.body,
        headers: this.headers(),
        signal: options.signal,
      });
    } catch (error) {
      const timedOut = axios.isAxiosError(error) && error.code === 'ECONNABORTED';
      throw new ApiError(
        { ...details, kind: timedOut ? 'timeout' : 'network' },
        timedOut
          ? `${endpoint.method} ${endpoint.path} timed out`
          : `${endpoint.method} ${endpoint.path} could not reach the server`,
      );
    }
    return parseResponse(endpoint, response, details);
  }
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
      `Unexpected response from ${base.method} ${base.path}: not a response envelope`,
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
      `Unexpected response from ${base.method} ${base.path}: ${describeIssues(parsed.error)}`,
    );
  }
  return parsed.data;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'value'} ${issue.message}`)
    .join('; ');
}
