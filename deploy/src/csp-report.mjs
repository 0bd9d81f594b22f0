// The endpoint the Content-Security-Policy reports to (./site-rules.mjs CSP_REPORT_PATH): each violation a browser
// reports is counted and written as one log line, until the release-health pipeline takes them. Bounded: a report
// larger than REPORT_MAX_BYTES, or one that is not a report, is refused (4xx) and never logged.
import express from 'express';

/** The largest report body accepted. */
export const REPORT_MAX_BYTES = 16 * 1024;

/** The content types browsers send reports with: report-uri's and the Reporting API's. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/**
 * One violation in the fields the log keeps (no query strings: a URL may carry a player's data), from either format:
 * report-uri's `{ "csp-report": { ... } }` or a Reporting API entry `{ type: "csp-violation", body: { ... } }`.
 * @param {unknown} entry
 * @returns {{ directive: string, blocked: string, page: string, disposition: string } | null}
 */
export function violationOf(entry) {
  if (!entry || typeof entry !== 'object') return null;
  const legacy = /** @type {Record<string, unknown>} */ (entry)['csp-report'];
  const modern = /** @type {{ type?: unknown, body?: unknown }} */ (entry);
  const body = legacy ?? (modern.type === 'csp-violation' ? modern.body : null);
  if (!body || typeof body !== 'object') return null;
  const field = (...names) => {
    for (const name of names) {
      const value = /** @type {Record<string, unknown>} */ (body)[name];
      if (typeof value === 'string' && value) return value;
    }
    return '';
  };
  const withoutQuery = (url) => url.replace(/[?#].*$/, '');
  const directive = field('effectiveDirective', 'effective-directive', 'violated-directive');
  if (!directive) return null;
  return {
    directive,
    blocked: withoutQuery(field('blockedURL', 'blocked-uri')) || 'inline',
    page: withoutQuery(field('documentURL', 'document-uri')),
    disposition: field('disposition') || 'enforce',
  };
}

/**
 * The report endpoint's handler: answers 204 for reports, 400 for a body that holds none, 413 for one too large.
 * @param {{ log?: (line: string) => void, counts?: Map<string, number> }} [options] where lines go (stderr) and the
 *   counts by directive (exposed for tests and diagnostics)
 */
export function cspReportHandler({ log = (line) => console.warn(line), counts = new Map() } = {}) {
  const router = express.Router();
  router.post('/', express.text({ type: REPORT_TYPES, limit: REPORT_MAX_BYTES }), (req, res) => {
    let parsed;
    try {
      parsed = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      return res.status(400).end();
    }
    const violations = (Array.isArray(parsed) ? parsed : [parsed]).map(violationOf).filter(Boolean);
    if (violations.length === 0) return res.status(400).end();
    for (const { directive, blocked, page, disposition } of violations) {
      counts.set(directive, (counts.get(directive) ?? 0) + 1);
      log(`[csp] ${disposition} ${directive} blocked ${blocked} on ${page}`);
    }
    res.status(204).end();
  });
  // A body over the limit: refused, not logged.
  router.use((error, _req, res, next) => {
    if (error?.type === 'entity.too.large') return res.status(413).end();
    next(error);
  });
  return Object.assign(router, { counts });
}
