// The shell contract as a versioned API: its checked-in API report matches the package, and names its version.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { apiReport, REPORT_FILE } from '../../packages/shell-contract/scripts/api-report.mjs';

const packageJson = JSON.parse(
  fs.readFileSync(path.join(path.dirname(REPORT_FILE), '..', 'package.json'), 'utf8'),
);

describe('shell contract API report', () => {
  it('is current: a contract change regenerates the report (node packages/shell-contract/scripts/api-report.mjs --update)', async () => {
    assert.equal(await apiReport(), fs.readFileSync(REPORT_FILE, 'utf8'));
  });

  it('names the package version, which the exported CONTRACT_VERSION repeats', () => {
    const report = fs.readFileSync(REPORT_FILE, 'utf8');
    assert.match(
      report,
      new RegExp(`Contract version: \\*\\*${packageJson.version.replace(/\./g, '\\.')}\\*\\*`),
    );
    assert.match(report, new RegExp(`CONTRACT_VERSION = '${packageJson.version.replace(/\./g, '\\.')}'`));
  });
});
