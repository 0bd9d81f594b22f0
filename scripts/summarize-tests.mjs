#!/usr/bin/env node
// Prints one closing line for the whole test run, "N passed, N failed", from the runners' JSON reports:
// Jest (--json), node --test (TAP) and Playwright (json reporter); TAP files after the Playwright report are further
// node --test runs (the byte budgets and import circles, the cross-engine smoke). Missing reports count as failures.
// Playwright tests that passed only on their CI retry are counted as passed and listed by name (and project) as flaky.
// Playwright's stats count every project's runs of a test (desktop, phone, laptop), each a result of its own.
import fs from 'node:fs';

const [jestFile, nodeTapFile, playwrightFile, ...moreTapFiles] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

function read(file, parse) {
  try {
    parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`summary: cannot read ${file}: ${error.message}`);
    failed += 1;
  }
}

read(jestFile, (text) => {
  const report = JSON.parse(text);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
});
function readTap(text) {
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? NaN);
  if (Number.isNaN(count('pass'))) throw new Error('no TAP summary');
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped') + count('todo');
}
read(nodeTapFile, readTap);
/** Titles of the Playwright tests that failed first and passed on their retry. */
const flaky = [];
read(playwrightFile, (text) => {
  const report = JSON.parse(text);
  const { stats } = report;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        // The same test runs in several projects (desktop, phone, laptop): name the one that was flaky.
        if (test.status === 'flaky')
          flaky.push(`${file}: ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
});

for (const file of moreTapFiles) read(file, readTap);

if (flaky.length)
  console.log(`\nflaky (failed, then passed on the retry; fix these):\n  ${flaky.join('\n  ')}`);
console.log(
  `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? ` (${flaky.length} flaky)` : ''}`,
);
process.exit(failed > 0 ? 1 : 0);
