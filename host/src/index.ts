// Async boundary: shared singletons are negotiated before any app code runs (never eager).
// Started from a microtask, not from this script's top level: webpack's chunk loader creates an Error to report a
// failed chunk, and where a debugger protocol client is attached (Lighthouse, Playwright, DevTools) V8 records that
// Error's stack with source positions. With main.js's top level on the stack, V8 re-parses all of main.js for them:
// a 200-300 ms task at 4x CPU slowdown. A microtask runs once the top level has returned.
queueMicrotask(() => void import('./bootstrap'));
