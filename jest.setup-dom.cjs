require('@testing-library/jest-dom');

// jsdom has no WebCrypto subtle API; the site needs it (envelope encryption) and browsers have it: lend Node's.
const { webcrypto } = require('node:crypto');
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// jsdom lays nothing out, so it does not scroll: its window.scrollTo only reports "not implemented". The shell
// scrolls on every page change (a new page starts at its top); here that is a no-op, as scrolling a page that has no
// layout would be.
if (typeof window !== 'undefined') window.scrollTo = () => {};
