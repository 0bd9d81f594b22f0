import { GEETEST_LOAD_TIMEOUT_CODES } from './constants';

/** A geetest failure with the vendor's error code (or the loader's 60204 / 60205). */
export class GeetestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GeetestError';
  }

  /** Loader codes 60204 / 60205: the vendor's resources did not arrive in time (spec/shell.md §8). */
  get isLoadTimeout(): boolean {
    return (GEETEST_LOAD_TIMEOUT_CODES as readonly string[]).includes(this.code);
  }
}

/** Reads whatever the vendor's onError hands over (v4 `{ code, msg }`, v3 `{ error_code, msg }`) as an error. */
export function toGeetestError(raw: unknown): GeetestError {
  if (raw instanceof GeetestError) return raw;
  if (raw && typeof raw === 'object') {
    const record = raw as Record<string, unknown>;
    const code = record.code ?? record.error_code ?? 'unknown';
    const message = record.msg ?? record.message ?? 'geetest error';
    return new GeetestError(String(code), String(message));
  }
  return new GeetestError('unknown', raw instanceof Error ? raw.message : String(raw));
}
