import { isApiError, playerText } from '@wl/api-client';
import type { TFunction } from 'i18next';

/** A refused action: the server's error code (when it sent one) and the text the spec says to show. */
export interface ActionFailure {
  code: string | null;
  text: string;
}

/** Reads a failed call for later display; `t` words failures without a server text (common keys). */
export function failureOf(error: unknown, t: (key: string) => string): ActionFailure {
  return { code: isApiError(error) ? (error.errorCode ?? null) : null, text: playerText(error, t) };
}

/**
 * What to show for a refused action: the area's own text for a code it knows (`err_` + the code, dots as
 * underscores, e.g. `err_deposit_limit_exceeded`), else the server's text.
 */
export function failureMessage(t: TFunction, failure: ActionFailure): string {
  if (!failure.code) return failure.text;
  return t(`err_${failure.code.replace(/\./g, '_')}`, { defaultValue: failure.text });
}
