// Constants of the change-password rule both the host and the member centre apply (spec/shell.md §5, §9).

/** At most one change-password call per this interval, ms (spec/shell.md §5, §9: 3 s). */
export const CHANGE_PASSWORD_THROTTLE_MS = 3000;

/** The change-password rule when the settings give none: 6 to 12 of anything (spec/shell.md §5, §9). */
export const DEFAULT_CHANGE_PASSWORD_RULE = { minLength: 6, maxLength: 12, acceptedPattern: '*' } as const;
