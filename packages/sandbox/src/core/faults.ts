import { http, HttpResponse, type RequestHandler } from 'msw';
// zod's whole classic API: the sandbox runs in Node, never in a bundle ('zod' is the site's shared subset in Jest).
import { z } from 'zod/v4';
import { isAdminPath } from './admin-path';
import type { Envelope } from './envelope';

/** Longest delay a fault may ask for: above the site's 20 s HTTP timeout, short enough that a typo cannot hang a run. */
export const MAX_FAULT_DELAY_MS = 300_000;

/** Statuses whose responses cannot have a body (the Response constructor throws for one). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The body of `POST /__sandbox/faults` (DESIGN.md §8). Unknown keys are refused, so a typo (`delay`) is caught. */
export const FaultSpecSchema = z
  .strictObject({
    method: z
      .string()
      .regex(/^(\*|[A-Za-z]+)$/, 'method must be an HTTP method (any case) or *')
      .transform((method) => method.toUpperCase()),
    path: z
      .string()
      .regex(
        /^\/[^?#*]*\*?$/,
        'path must start with / and have no query; a single trailing * makes it a prefix match',
      )
      .refine((path) => !isAdminPath(path.replace(/\*$/, '')), '/__sandbox paths are never intercepted'),
    status: z.number().int().min(200).max(599).optional(),
    delayMs: z.number().int().min(0).max(MAX_FAULT_DELAY_MS).optional(),
    /** A string is sent raw (e.g. broken JSON); anything else as JSON. */
    body: z.unknown().optional(),
    /** How many requests the fault applies to before it is removed; unlimited when absent. */
    times: z.number().int().min(1).optional(),
  })
  .refine((fault) => fault.status !== undefined || fault.delayMs !== undefined || fault.body !== undefined, {
    message: 'a fault needs status, delayMs or body',
  })
  .refine((fault) => !(fault.status && NULL_BODY_STATUSES.has(fault.status) && fault.body !== undefined), {
    message: 'status 204, 205 and 304 cannot have a body',
    path: ['body'],
  });

/** A fault as posted (before normalisation): what {@link FaultStore.add} takes. */
export type FaultSpec = z.input<typeof FaultSpecSchema>;

/** A fault in effect, as `GET /__sandbox/faults` lists it. */
export interface SandboxFault {
  /** Order of creation; the earliest matching fault wins. */
  id: number;
  /** Upper case, or `*`. */
  method: string;
  /** Exact path, or a prefix ending in `*`. */
  path: string;
  status?: number;
  delayMs?: number;
  body?: unknown;
  /** Requests it still applies to; null when unlimited. */
  remaining: number | null;
}

/** Faults in effect, in creation order. */
export class FaultStore {
  private faults: SandboxFault[] = [];
  private nextId = 1;

  /** Validates and adds a fault (`POST /__sandbox/faults`): answers it, or why it is invalid (first zod issue). */
  tryAdd(input: unknown): { fault: SandboxFault } | { error: string } {
    const result = FaultSpecSchema.safeParse(input);
    if (!result.success) {
      const issue = result.error.issues[0];
      return { error: issue ? `${issue.path.join('.') || 'fault'}: ${issue.message}` : 'invalid fault' };
    }
    const { times, body, ...rest } = result.data;
    const fault: SandboxFault = { id: this.nextId++, ...rest, remaining: times ?? null };
    // Only a body that was sent is kept: `body: null` (answer JSON null) differs from no body (the injected envelope).
    if (body !== undefined) fault.body = body;
    this.faults.push(fault);
    return { fault: structuredClone(fault) };
  }

  /** {@link FaultStore.tryAdd} for code: throws a TypeError saying what is invalid. */
  add(spec: FaultSpec): SandboxFault {
    const result = this.tryAdd(spec);
    if ('error' in result) throw new TypeError(`sandbox: invalid fault: ${result.error}`);
    return result.fault;
  }

  /** Copies of the faults in effect. */
  list(): SandboxFault[] {
    return structuredClone(this.faults);
  }

  /** Removes every fault (ids restart, so a reset run hands out the same ids). */
  clear(): void {
    this.faults = [];
    this.nextId = 1;
  }

  /** True when some fault applies to this method and path. */
  matches(method: string, path: string): boolean {
    return this.faults.some((fault) => applies(fault, method, path));
  }

  /** The first fault that applies, counted as used once (and removed when that was its last use); else null. */
  take(method: string, path: string): SandboxFault | null {
    const fault = this.faults.find((candidate) => applies(candidate, method, path));
    if (!fault) return null;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((other) => other !== fault);
    }
    return structuredClone(fault);
  }
}

function applies(fault: SandboxFault, method: string, path: string): boolean {
  if (fault.method !== '*' && fault.method !== method.toUpperCase()) return false;
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}

/**
 * Waits `ms` on the environment's own timer (the sandbox clock is for business time, not latency), cut short when the
 * client gives up, so an aborted request does not hold a timer (or Jest) open.
 */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The response a fault with a status or a body answers. */
function faultResponse(fault: SandboxFault): Response {
  const status = fault.status ?? 200;
  if (NULL_BODY_STATUSES.has(status)) return new Response(null, { status });
  if (typeof fault.body === 'string') {
    // Labelled JSON on purpose: the point of a raw body is a server that claims JSON and sends something broken.
    return new Response(fault.body, { status, headers: { 'Content-Type': 'application/json' } });
  }
  if (fault.body !== undefined) return HttpResponse.json(fault.body, { status });
  const envelope: Envelope = { success: false, value: null, errorCode: null, message: `Injected ${status}` };
  return HttpResponse.json(envelope, { status });
}

/**
 * The handler that goes first (DESIGN.md §8 fault injection). It matches only when a fault applies, so requests
 * without one, and msw's unhandled-request check, are untouched; `/__sandbox/*` is never intercepted, so a fault on
 * `/*` cannot lock the tests out of the admin API. A fault with only `delayMs` waits and then lets the request go on
 * to the normal handlers.
 */
export function faultHandler(store: FaultStore): RequestHandler {
  const pathOf = (request: Request) => new URL(request.url).pathname;
  return http.all(
    ({ request }) => !isAdminPath(pathOf(request)) && store.matches(request.method, pathOf(request)),
    async ({ request }) => {
      // Counted here, when the fault is applied; a concurrent request may have used its last turn since the predicate.
      const fault = store.take(request.method, pathOf(request));
      if (!fault) return undefined;
      if (fault.delayMs) await wait(fault.delayMs, request.signal);
      return fault.status === undefined && fault.body === undefined ? undefined : faultResponse(fault);
    },
  );
}
