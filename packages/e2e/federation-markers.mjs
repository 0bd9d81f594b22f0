// How the suite and the benchmark tell which built files carry a module-federation runtime (issue 7: one per page).

/** Text only the host's loader of remotes contains (an error message of host/src/federation/mf-runtime.ts). */
export const LOADER_MARKER = 'declared no container';

/** Text only @module-federation's runtime library contains (its core's logger prefix): the site no longer carries it. */
export const RUNTIME_LIBRARY_MARKER = 'Federation Runtime ]';
