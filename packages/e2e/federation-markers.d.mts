/** Text only the host's loader of remotes contains (an error message of host/src/federation/mf-runtime.ts). */
export declare const LOADER_MARKER: string;
/** Text only @module-federation's runtime library contains (its core's logger prefix): the site no longer carries it. */
export declare const RUNTIME_LIBRARY_MARKER: string;
