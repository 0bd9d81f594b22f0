/** Where a load is: nothing asked yet, in flight, done, or failed (with a text to show). */
export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** The text to show for a failed call (one rule for the whole site, kept in the API client). */
export { errorText } from '@wl/api-client';
