require('@testing-library/jest-dom');

// jsdom has no WebCrypto subtle API; the site needs it (envelope encryption) and browsers have it: lend Node's.
const { webcrypto } = require('node:crypto');
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
