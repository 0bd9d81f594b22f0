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
    /** Each time the browser was lost under a journey and started again. */
    const crashes = /** @type {{ title: string, error: string, log: string }[]} */ ([]);
    results.engines[name] = { journeys, crashes };

    before(async () => {
      const started = Date.now();
      engine = await launch();
      results.engines[name] = { version: engine.version, launchMs: Date.now() - started, journeys, crashes };
      console.log(`# ${name}: ${engine.version}`);
    });
    after(async () => {
      await engine?.close();
    });

    /** Runs the journey once on a fresh page; on failure keeps a screenshot and rethrows. */
    async function attempt(journey) {
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
    }

    for (const journey of JOURNEYS)
      test(journey.title, { timeout: JOURNEY_TIMEOUT_MS }, async () => {
        try {
          await attempt(journey);
        } catch (error) {
          // A browser that died under the journey (WebKitGTK's MiniBrowser once crashed under xvfb on a loaded CI
          // machine, and every later journey met a dead session) is started again and the journey runs once more.
          // The crash is printed and kept in engines-smoke.json; a journey that fails in a live browser fails.
          if (!engine || !(await engine.lost())) throw error;
          const crash = { title: journey.title, error: String(error), log: engine.log() };
          crashes.push(crash);
          console.log(
            `# ${name} was lost during "${journey.title}"; started again. Driver log: ${crash.log.replace(/\s*\n\s*/g, ' | ')}`,
          );
          await engine.close().catch(() => undefined);
          engine = await launch();
          await attempt(journey);
        }
      });
  });
}
