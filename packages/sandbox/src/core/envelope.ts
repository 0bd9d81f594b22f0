import { HttpResponse } from 'msw';

/** The response envelope every endpoint answers with (docs/endpoints.md). */
export interface Envelope {
  success: boolean;
  value: unknown;
  errorCode: string | null;
  message: string | null;
}

/** Error code and message of a missing, unknown or foreign token (spec/shell.md §8). */
export const TOKEN_INVALID = {
  errorCode: 'user.or.token.invalid',
  message: '登录已失效，请重新登录',
} as const;

/** `{ success: true, value }` with HTTP 200. */
export function ok(value: unknown): Response {
  const body: Envelope = { success: true, value, errorCode: null, message: null };
  return HttpResponse.json(body);
}

/** `{ success: false, errorCode, message, value }` with an HTTP status (200 by default, as the platform does). */
export function fail(errorCode: string, message: string, status = 200, value: unknown = null): Response {
  const body: Envelope = { success: false, value, errorCode, message };
  return HttpResponse.json(body, { status });
}

/** The 401 envelope for a missing or unknown token. */
export function unauthorized(): Response {
  return fail(TOKEN_INVALID.errorCode, TOKEN_INVALID.message, 401);
}
