// Cross-engine smoke (issue 34): the journeys of journeys.mjs in Debian's firefox-esr and WebKitGTK, against the
// built site with its sandbox. Run under xvfb-run (WebKitGTK needs a display): see the package's `test` script and
// scripts/test-all.sh. Writes each engine's version and each journey's time to .bench/engines-smoke.json, and a
// screenshot of each failed journey beside it (.bench/engines-smoke/).
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ENGINES } from '../src/engines.mjs';
import { JOURNEYS } from '../src/journeys.mjs';
import { startSite } from '../src/site.mjs';

const BENCH = path.resolve(import.meta.dirname, '..', '..', '..', '.bench');
/** A journey's limit: its waits are bounded too (15 s each), this catches a driver that hangs. */
const JOURNEY_TIMEOUT_MS = 60_000;

/** @type {import('../src/site.mjs').Site} */
let site;
/** What the run measured: per engine its version and each journey's time. */
const results = { startedAt: new Date().toISOString(), engines: /** @type {Record<string, unknown>} */ ({}) };

before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.stop();
  fs.mkdirSync(BENCH, { recursive: true });
  fs.writeFileSync(path.join(BENCH, 'engines-smoke.json'), `${JSON.stringify(results, null, 2)}\n`);
});

for (const { name, launch } of ENGINES) {
  describe(name, () => {
    /** @type {import('../src/engines.mjs').Engine | undefined} */
    let engine;
    const journeys = /** @type {{ title: string, ms: number, ok: boolean, error?: string }[]} */ ([]);
    results.engines[name] = { journeys };

    before(async () => {
      const started = Date.now();
      engine = await launch();
      results.engines[name] = { version: engine.version, launchMs: Date.now() - started, journeys };
      console.log(`# ${name}: ${engine.version}`);
    });
    after(async () => {
      await engine?.close();
    });

    for (const journey of JOURNEYS)
      test(journey.title, { timeout: JOURNEY_TIMEOUT_MS }, async () => {
        if (!engine) throw new Error(`${name} did not start`);
        await site.admin('POST', '/__sandbox/reset');
        const page = await engine.freshPage();
        const started = Date.now();
        try {
          await journey.run(page, site);
          journeys.push({ title: journey.title, ms: Date.now() - started, ok: true });
        } catch (error) {
          journeys.push({ title: journey.title, ms: Date.now() - started, ok: false, error: String(error) });
          const shots = path.join(BENCH, 'engines-smoke');
          fs.mkdirSync(shots, { recursive: true });
          const file = path.join(shots, `${name}-${JOURNEYS.indexOf(journey) + 1}.png`);
          await page.screenshot(file).catch(() => undefined);
          throw error;
        }
      });
  });
}
