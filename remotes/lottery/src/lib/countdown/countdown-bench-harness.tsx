// The harness page of packages/e2e/bench/countdowns.mjs (bundled by it; the remote never imports this file):
// 100 lottery countdowns (5 stores of 20, as a page with a lobby, a panel and widgets has several) on the area's own
// code: CountdownStore, CountdownText and the shared ticker.
// eslint-disable-next-line no-restricted-imports -- a bench page of its own, never part of the site
import { createRoot } from 'react-dom/client';
import { CountdownText } from '../../ui/countdown-text';
import { CountdownStore } from './countdown-store';
import { sharedTicker } from './ticker';

const STORES = 5;
const PER_STORE = 20;

declare global {
  interface Window {
    __tickCosts: number[];
  }
}

window.__tickCosts = [];
let started = 0;
// Listeners run in subscription order: the first marks the tick's start, the last (subscribed after every store)
// its end, after every countdown's text was written.
sharedTicker.subscribe(() => (started = performance.now()));
const stores = Array.from({ length: STORES }, () => new CountdownStore({ onExpire: () => undefined }));
stores.forEach((store, s) => {
  store.replaceAll(Array.from({ length: PER_STORE }, (_, i) => [`g${s}-${i}`, 600 + s * 97 + i * 13]));
  store.start();
});
sharedTicker.subscribe(() => window.__tickCosts.push(performance.now() - started));

createRoot(document.getElementById('root')!).render(
  <ul>
    {stores.flatMap((store, s) =>
      Array.from({ length: PER_STORE }, (_, i) => (
        <li key={`${s}-${i}`}>
          game {s}-{i} <CountdownText store={store} countdownKey={`g${s}-${i}`} />
        </li>
      )),
    )}
  </ul>,
);
