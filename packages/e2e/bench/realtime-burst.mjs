#!/usr/bin/env node
// Issue 10's realtime benchmark: 1 000 events pushed to one logged-in member in 10 s (POST /__sandbox/push through
// the site, evenly paced), then how many the page handed on (the realtime store's counters on
// `window.__wlRealtimeStats`), lost, duplicated, and the page's longest task and INP while it happened (Long Tasks
// and Event Timing observers; a Shift key press every 250 ms makes the interactions INP is computed from). A
// benchmark, never a test: nothing here asserts, and its timings depend on the machine's load.
//   node packages/e2e/bench/realtime-burst.mjs [--site http://localhost:8080] [--events 1000] [--seconds 10]
//     [--type INBOX] [--path /] [--account player01] [--push-to http://127.0.0.1:8090]
// --push-to sends the pushes straight to the sandbox instead of through the site's proxy (a faster pusher).
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'http://localhost:8080' },
    'push-to': { type: 'string' },
    events: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    type: { type: 'string', default: 'INBOX' },
    path: { type: 'string', default: '/' },
    account: { type: 'string', default: 'player01' },
    password: { type: 'string', default: 'pass1234' },
  },
});
const EVENTS = Number(values.events);
const WINDOW_MS = Number(values.seconds) * 1000;
/** Pushes in flight at once at most (the pacing keeps it far below in practice). */
const MAX_IN_FLIGHT = 32;
/** Interactions for INP: one key press this often during the burst. */
const INTERACTION_EVERY_MS = 250;
/** After the last push, wait until the page's count is still for this long (or {@link SETTLE_LIMIT_MS}). */
const SETTLE_QUIET_MS = 1500;
const SETTLE_LIMIT_MS = 15_000;
const STATS_GLOBAL = '__wlRealtimeStats';
const RUN = Date.now().toString(36);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function push(payload) {
  const response = await fetch(new URL('/__sandbox/push', values['push-to'] ?? values.site), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: values.account, type: values.type, payload }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`push failed: ${body.errorCode ?? response.status}`);
  return body.value.delivered;
}

/** Observers installed before the site's own scripts: long tasks and event timings, kept on window. */
function observePerformance() {
  const perf = { longTasks: [], events: [] };
  window.__wlBenchPerf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      perf.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        perf.events.push({ start: entry.startTime, duration: entry.duration, id: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ baseURL: values.site });
  await context.addInitScript(observePerformance);
  const page = await context.newPage();
  // Every STOMP MESSAGE of this run as the browser received it (event ids tell redeliveries from new events). A SockJS
  // message `a[...]` may carry several STOMP frames.
  const frames = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (!text.startsWith('a') || !text.includes(`bench-${RUN}-`)) return;
      for (const stomp of JSON.parse(text.slice(1)))
        if (stomp.startsWith('MESSAGE') && stomp.includes(`bench-${RUN}-`)) frames.push(stomp);
    }),
  );

  await page.goto('/login?lang=cimode');
  const form = page.getByTestId('login-page');
  await form.locator('input[name="username"]').fill(values.account);
  await form.locator('input[name="password"]').fill(values.password);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('account-bar').waitFor();
  if (values.path !== '/')
    await page.goto(`${values.path}${values.path.includes('?') ? '&' : '?'}lang=cimode`);
  await page.getByTestId('account-bar').waitFor();
  // Connected and subscribed: a ping is delivered.
  for (let i = 0; (await push({ title: 'ping' })) === 0; i++) {
    if (i > 60) throw new Error('the page never subscribed to its realtime topic');
    await sleep(250);
  }
  await sleep(1000); // the ping's own work (a toast, a count re-read) out of the way

  const before = await page.evaluate((name) => ({ ...window[name] }), STATS_GLOBAL);
  const burstStart = await page.evaluate(() => performance.now());

  let keepInteracting = true;
  const interactions = (async () => {
    while (keepInteracting) {
      await page.keyboard.press('Shift');
      await sleep(INTERACTION_EVERY_MS);
    }
  })();

  const started = Date.now();
  const inFlight = new Set();
  let delivered = 0;
  let failed = 0;
  for (let i = 0; i < EVENTS; i++) {
    const due = started + (i * WINDOW_MS) / EVENTS;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
    const sent = push({ title: `bench-${RUN}-${i}`, amount: '1.00' })
      .then((n) => (delivered += n))
      .catch(() => (failed += 1))
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  }
  await Promise.all(inFlight);
  const pushSeconds = (Date.now() - started) / 1000;

  // Let the page catch up: stop when its count has not moved for a while.
  const handledNow = () => page.evaluate((name) => window[name].handled, STATS_GLOBAL);
  let last = await handledNow();
  let quietSince = Date.now();
  const settleStart = Date.now();
  while (Date.now() - quietSince < SETTLE_QUIET_MS && Date.now() - settleStart < SETTLE_LIMIT_MS) {
    await sleep(250);
    const now = await handledNow();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    }
  }
  keepInteracting = false;
  await interactions;

  const after = await page.evaluate((name) => ({ ...window[name] }), STATS_GLOBAL);
  const perf = await page.evaluate((from) => {
    const { longTasks, events } = window.__wlBenchPerf;
    const tasks = longTasks.filter((t) => t.start >= from);
    // INP: the longest interaction (each interaction's longest event); fewer than 50 interactions, so no percentile.
    const byInteraction = new Map();
    for (const e of events.filter((ev) => ev.start >= from))
      byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    return {
      longest: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
      count: tasks.length,
      total: tasks.reduce((sum, t) => sum + t.duration, 0),
      inp: Math.max(0, ...byInteraction.values()),
      slowInteractions: byInteraction.size,
    };
  }, burstStart);
  const toasts = await page.evaluate(() => ({
    onScreen: document.querySelectorAll('.wl-toast').length,
    waiting: Number(document.querySelector('.wl-toasts')?.getAttribute('data-waiting') ?? 0),
  }));

  const ids = frames.map((f) => /^event-id:(.+)$/m.exec(f)?.[1] ?? f);
  const uniqueFrames = new Set(ids).size;
  const handled = after.handled - before.handled;
  const rows = [
    [
      'events pushed',
      `${EVENTS} in ${pushSeconds.toFixed(1)} s (${values.type}, ${failed} push calls failed)`,
    ],
    ['delivered by the server', delivered],
    ['MESSAGE frames received', `${frames.length} (${uniqueFrames} distinct event ids)`],
    ['handed on by the page (bus)', handled],
    ['lost', EVENTS - Math.min(handled, uniqueFrames)],
    ['duplicated (handed on twice)', Math.max(0, handled - uniqueFrames)],
    ['redeliveries dropped', after.duplicates - before.duplicates],
    ['toasts on screen / waiting', `${toasts.onScreen} / ${toasts.waiting}`],
    ['longest task', `${perf.longest.toFixed(0)} ms`],
    ['long tasks (> 50 ms)', `${perf.count}, ${perf.total.toFixed(0)} ms in all`],
    [
      'INP (key presses every 250 ms)',
      `${perf.inp.toFixed(0)} ms (${perf.slowInteractions} interactions ≥ 16 ms)`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`Realtime burst on ${values.site}${values.path} as ${values.account}:`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  await context.close();
} finally {
  await browser.close();
}
