/** The browser binary: Debian's chromium unless CHROMIUM_PATH says otherwise. */
export declare const CHROMIUM_PATH: string;
/** Flags for a closed network and a root user. */
export declare const CHROMIUM_ARGS: string[];
