// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds (see index.cjs). axios tries its
// adapters in the order ['xhr', 'http', 'fetch'] and every browser has XMLHttpRequest, so the fetch adapter was never
// chosen; the API client names no adapter (tests pass their own functions). Without it, axios is 4.4 KB gzip
// smaller on every first visit. Asked for by name, it reports itself unsupported, as axios does where there is no
// fetch.
export const getFetch = () => false;

export default false;
