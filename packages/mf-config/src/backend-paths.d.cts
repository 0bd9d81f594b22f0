/** Paths served by the backend rather than the front end: the one table of every server of the site. */
export declare const BACKEND_PATHS: readonly string[];
