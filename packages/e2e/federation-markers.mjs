// How the suite and the benchmark tell which built files carry a module-federation runtime (one per page).

/**
 * Text only @module-federation's runtime-core contains (its logger's prefix): the file that carries the page's one
 * federation runtime. It is the host's; a remote built with `externalRuntime` carries none.
 */
export const RUNTIME_LIBRARY_MARKER = 'Federation Runtime ]';

/** The global through which a remote's entry uses the host's runtime-core instead of a copy of its own. */
export const EXTERNAL_RUNTIME_MARKER = '_FEDERATION_RUNTIME_CORE';
