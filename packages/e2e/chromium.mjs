// How the suite and the benchmarks start Debian's Chromium (a test tool's own browser download is not possible).

/** The browser binary: Debian's chromium unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a closed network and a root user (see the developers' guide). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // *.localhost names are the sandbox's merchants; keep them on this machine whatever the resolver says.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];
