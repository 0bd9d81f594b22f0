// The canary guard: compares each merchant's canary (an override of one remote: Registry.canary) with the stable
// version (the default map's) from the release-health store, and rolls the canary back by itself (clears the
// merchant's override, as `wl-deploy clear-override` does) when its page-error or load-failure rate is worse than the
// stable's by the margin of GUARD_THRESHOLDS, with enough page views on both sides to judge. Every verdict, and every
// rollback, is one JSON line in the registry's guard log (`wl-deploy status` prints the last ones).
import fs from 'node:fs';
import { formatTable, healthRows, parseDuration, readStore } from './release-health.mjs';

/**
 * The one table the guard judges by (printed with every verdict; `--thresholds '<json>'` or `--min-views` change it).
 * - minPageViews: below 100 page views a side, one player's broken browser extension is a 10/1k swing: too few to
 *   judge (the verdict is `wait`).
 * - errorsPer1k: page errors (uncaught, unhandled rejections, React boundaries) per 1,000 page views; the canary is
 *   rolled back above `ratio` × the stable's + `plus`, and only with at least `minCount` of them: twice as bad is a
 *   regression, and the absolute `plus` keeps a stable near zero (0.5/1k against 1.5/1k) from looking like one.
 * - loadFailuresPer1k: the canary's own manifest, entry or chunk failing to load (the area shows its fallback card
 *   instead of working): rarer and worse, so a smaller `plus`.
 * - stableWindow: how far back the stable is read (before the canary on its merchant; else every merchant's recent).
 */
export const GUARD_THRESHOLDS = Object.freeze({
  minPageViews: Object.freeze({ canary: 100, stable: 100 }),
  errorsPer1k: Object.freeze({ ratio: 2, plus: 10, minCount: 3 }),
  loadFailuresPer1k: Object.freeze({ ratio: 2, plus: 5, minCount: 3 }),
  stableWindow: '30m',
});

/** The thresholds with some values replaced (`{ minPageViews: { canary: 5 } }`): a deep merge of plain objects. */
export function withThresholds(base, changes = {}) {
  const out = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (!(key in base)) throw new Error(`no threshold ${key}`);
    out[key] = value && typeof value === 'object' ? withThresholds(base[key], value) : value;
  }
  return out;
}

/** The thresholds in one line. */
export function describeThresholds(t) {
  const margin = (m, what) => `${what}/1k > ${m.ratio} × stable + ${m.plus} (and ≥ ${m.minCount} ${what})`;
  return (
    `thresholds: page views ≥ ${t.minPageViews.canary} canary, ≥ ${t.minPageViews.stable} stable; ` +
    `${margin(t.errorsPer1k, 'page errors')}; ${margin(t.loadFailuresPer1k, 'load failures')}; ` +
    `stable window ${t.stableWindow}`
  );
}

/** Every canary in the registry: `{ merchant, remote, version, stable }` where a merchant's override differs. */
export function canaries(registry) {
  const map = registry.readMap();
  return registry.overrideMerchants().flatMap((merchant) =>
    Object.entries(registry.readMap(registry.overrideFile(merchant)))
      .filter(([id, entry]) => entry?.version && entry.version !== map[id]?.version)
      .map(([id, entry]) => ({
        merchant,
        remote: id,
        version: entry.version,
        stable: map[id]?.version ?? null,
      })),
  );
}

/** When the canary began: as recorded by the registry, else (an older canary) its override file's last change. */
function startOf(registry, merchant, remote, version) {
  const recorded = registry.canaryStart(merchant, remote);
  if (recorded?.version === version) return Date.parse(recorded.since);
  return fs.statSync(registry.overrideFile(merchant)).mtimeMs;
}

const side = (rows, remote, version) => {
  const row = rows.find((r) => r.remote === remote && r.version === version);
  return {
    views: row?.views ?? 0,
    pageErrors: row?.pageErrors ?? 0,
    errorsPer1k: row?.errorsPer1k ?? 0,
    loadFailures: row?.loadFailures ?? 0,
    loadFailuresPer1k: row?.loadFailuresPer1k ?? 0,
  };
};

/**
 * Judge one canary now, and roll it back when the verdict says so (unless `dryRun`). Returns the verdict, also
 * appended to the guard log.
 */
export function judge(
  registry,
  healthDir,
  { merchant, remote },
  { thresholds = GUARD_THRESHOLDS, now = Date.now(), dryRun = false } = {},
) {
  const version = registry.readMap(registry.overrideFile(merchant))[remote]?.version;
  const stable = registry.readMap()[remote]?.version ?? null;
  if (!version) throw new Error(`${merchant} has no canary of ${remote}`);
  const since = startOf(registry, merchant, remote, version);
  const window = parseDuration(thresholds.stableWindow) ?? 30 * 60_000;
  const { entries } = readStore(healthDir, { from: Math.min(since, now) - window, to: now });
  const ofMerchant = entries.filter((e) => e.merchant === merchant);
  const canary = side(
    healthRows(
      ofMerchant.filter((e) => e.received >= since),
      { remote, merchant },
    ),
    remote,
    version,
  );
  // The stable on the same merchant before the canary; with too few views there, on every merchant lately.
  let baseline = {
    scope: `${merchant} before the canary`,
    ...side(
      healthRows(
        ofMerchant.filter((e) => e.received < since),
        { remote, merchant },
      ),
      remote,
      stable,
    ),
  };
  if (baseline.views < thresholds.minPageViews.stable) {
    const recent = entries.filter((e) => e.received >= now - window);
    baseline = {
      scope: 'every merchant',
      ...side(healthRows(recent, { remote, byMerchant: false }), remote, stable),
    };
  }
  const verdict = {
    at: new Date(now).toISOString(),
    merchant,
    remote,
    version,
    stable,
    since: new Date(since).toISOString(),
    verdict: 'healthy',
    reasons: [],
    canary,
    baseline,
    thresholds,
    action: null,
  };
  const worse = (label, key, countKey, margin) => {
    const limit = baseline[key] * margin.ratio + margin.plus;
    if (canary[countKey] >= margin.minCount && canary[key] > limit)
      verdict.reasons.push(
        `${label} ${canary[key]}/1k > ${margin.ratio} × ${baseline[key]} + ${margin.plus}`,
      );
  };
  if (stable === null) {
    verdict.verdict = 'wait';
    verdict.reasons.push(`no stable version of ${remote} in the default map`);
  } else if (
    canary.views < thresholds.minPageViews.canary ||
    baseline.views < thresholds.minPageViews.stable
  ) {
    verdict.verdict = 'wait';
    verdict.reasons.push(
      `not enough page views (canary ${canary.views} of ${thresholds.minPageViews.canary}, stable ${baseline.views} of ${thresholds.minPageViews.stable})`,
    );
  } else {
    worse('page errors', 'errorsPer1k', 'pageErrors', thresholds.errorsPer1k);
    worse('load failures', 'loadFailuresPer1k', 'loadFailures', thresholds.loadFailuresPer1k);
    if (verdict.reasons.length) verdict.verdict = 'rollback';
  }
  if (verdict.verdict === 'rollback' && !dryRun) {
    registry.clearOverride(remote, merchant);
    verdict.action = `override cleared: ${merchant} runs ${remote} ${stable}`;
  }
  fs.mkdirSync(registry.root, { recursive: true });
  fs.appendFileSync(registry.guardLogFile, `${JSON.stringify(verdict)}\n`);
  return verdict;
}

/** A verdict for people: what was judged, the verdict and why, both sides' figures, the thresholds. */
export function formatVerdict(v) {
  const figures = (s) =>
    `${s.views} views, ${s.errorsPer1k}/1k page errors (${s.pageErrors}), ${s.loadFailuresPer1k}/1k load failures (${s.loadFailures})`;
  return [
    `${v.remote} ${v.version} on ${v.merchant} (since ${v.since}) vs stable ${v.stable ?? '-'}: ${v.verdict.toUpperCase()}` +
      (v.reasons.length ? `: ${v.reasons.join('; ')}` : ''),
    formatTable([
      ['', 'scope', 'figures'],
      ['canary', `${v.merchant} since the canary`, figures(v.canary)],
      ['stable', v.baseline.scope, figures(v.baseline)],
    ]),
    ...(v.action ? [v.action] : []),
    describeThresholds(v.thresholds),
  ].join('\n');
}

/** The last `count` lines of the guard log, one short line each (for `wl-deploy status`). */
export function guardLogTail(registry, count = 5) {
  if (!fs.existsSync(registry.guardLogFile)) return [];
  return fs
    .readFileSync(registry.guardLogFile, 'utf8')
    .trim()
    .split('\n')
    .slice(-count)
    .map((line) => {
      try {
        const v = JSON.parse(line);
        return (
          `${v.at} ${v.merchant} ${v.remote} ${v.version} vs ${v.stable ?? '-'}: ${v.verdict}` +
          (v.reasons?.length ? ` (${v.reasons.join('; ')})` : '') +
          (v.action ? `; ${v.action}` : '')
        );
      } catch {
        return line;
      }
    });
}
