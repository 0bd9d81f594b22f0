// Constants of responsible gaming (beyond the spec: docs/endpoints.md "responsible gaming").

/** A raised or removed limit applies after this cooling-off period; a lowered one at once (the sandbox enforces it). */
export const COOLING_OFF_HOURS = 24;
/** Session limits are whole minutes in this range. */
export const SESSION_LIMIT_MIN_MINUTES = 1;
export const SESSION_LIMIT_MAX_MINUTES = 1440;
/** The reality check's interval comes from the merchant setting `responsibleGaming.realityCheckMinutes` (0: off). */
export const REALITY_CHECK_SETTING = 'realityCheckMinutes';
/** How a pending limit's start is shown. */
export const LIMIT_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** Minutes → ms. */
export const MINUTE_MS = 60_000;
