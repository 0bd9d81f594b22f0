// @ts-check
// The one table of path prefixes the backend serves, read by every server of the site: the webpack dev servers
// (./index.cjs devServer.proxy), the node site server and the nginx configuration generator (deploy/src/site-rules.mjs).
// A new backend prefix is one edit here. No dependencies: the production site server loads this file alone.

/**
 * Paths served by the backend (the sandbox locally, the merchant's API in production) rather than the front end.
 * `/wps` and `/lgw` are the APIs; `/rtmsg` is the SockJS endpoint (every server passes WebSocket upgrades through);
 * `/__sandbox` the sandbox's admin hooks; `/mini-game` the lottery provider's floating mini-game script
 * (spec/products.md §2), served beside `/lgw`; `/common/promo-ui` the static promo script of spec/products.md §7,
 * loaded by the promotions page only.
 * @type {readonly string[]}
 */
exports.BACKEND_PATHS = ['/wps', '/lgw', '/rtmsg', '/__sandbox', '/mini-game', '/common/promo-ui'];
