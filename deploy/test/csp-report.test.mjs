// The policy's report endpoint (deploy/src/csp-report.mjs): reports counted and logged as one line each, without
// query strings; anything else refused and never logged.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import express from 'express';
import { cspReportHandler, REPORT_MAX_BYTES, violationOf } from '../src/csp-report.mjs';

describe('CSP report endpoint', () => {
  const lines = [];
  const handler = cspReportHandler({ log: (line) => lines.push(line) });
  let server;
  let url;
  before(async () => {
    const app = express();
    app.use('/csp-report', handler);
    server = http.createServer(app);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${server.address().port}/csp-report`;
  });
  after(() => server.close());

  const post = (body, type) => fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body });

  it("logs report-uri's and the Reporting API's reports, one line each, without query strings", async () => {
    const legacy = {
      'csp-report': {
        'document-uri': 'https://site.example/promotions?token=secret',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    };
    assert.equal((await post(JSON.stringify(legacy), 'application/csp-report')).status, 204);
    const modern = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://site.example/lottery#x',
          effectiveDirective: 'require-trusted-types-for',
          blockedURL: 'trusted-types-sink',
          disposition: 'enforce',
        },
      },
    ];
    assert.equal((await post(JSON.stringify(modern), 'application/reports+json')).status, 204);
    assert.deepEqual(lines, [
      '[csp] enforce script-src-elem blocked inline on https://site.example/promotions',
      '[csp] enforce require-trusted-types-for blocked trusted-types-sink on https://site.example/lottery',
    ]);
    assert.equal(handler.counts.get('script-src-elem'), 1);
    assert.equal(handler.counts.get('require-trusted-types-for'), 1);
  });

  it('refuses what is not a report, and a body over the limit, logging nothing', async () => {
    const before = lines.length;
    assert.equal((await post('not json', 'application/csp-report')).status, 400);
    assert.equal((await post('{"hello":1}', 'application/json')).status, 400);
    const big = JSON.stringify({ 'csp-report': { 'effective-directive': 'x'.repeat(REPORT_MAX_BYTES) } });
    assert.equal((await post(big, 'application/csp-report')).status, 413);
    assert.equal(lines.length, before);
    assert.equal(violationOf({ type: 'deprecation', body: {} }), null);
  });
});
