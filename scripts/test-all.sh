#!/usr/bin/env bash
# Newcomer command 2 (and CI): install what is needed, then typecheck, lint, unit tests, build, end-to-end tests.
# Ends with one line "N passed, N failed" over every runner.
set -euo pipefail
cd "$(dirname "$0")/.."
reports=.bench/test-reports
rm -rf "$reports" && mkdir -p "$reports"
step() { printf '\n== %s ==\n' "$*"; }

step "setup"
bash scripts/ensure-tools.sh --browser

step "typecheck (tsc -b)"
pnpm exec tsc -b

step "lint (eslint + prettier)"
pnpm exec eslint . --max-warnings 0
pnpm exec prettier --check . --log-level warn

step "unit tests (jest)"
pnpm exec jest --ci --json --outputFile="$reports/jest.json"

step "deploy and release-health tests (node --test)"
node --test --test-reporter=tap deploy/test/ packages/release-health/src/ | tee "$reports/node-test.tap"

step "build and publish"
node scripts/build-all.mjs

step "byte budgets and import circles (node --test scripts/test/)"
# Over budget or an import circle does not stop the run: the summary below counts the failure with the end-to-end
# results (and exits non-zero).
node --test --test-reporter=tap scripts/test/ | tee "$reports/budgets.tap" || true

step "end-to-end tests (playwright, Debian chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$reports/playwright.json" pnpm --filter @wl/e2e test --reporter=list,json

step "cross-engine smoke (node --test: Debian firefox-esr over WebDriver BiDi, WebKitGTK under Xvfb)"
# A failure does not stop the run: the summary counts it from the TAP report (a missing report counts as a failure).
bash packages/engines-smoke/run.sh --test-reporter=tap | tee "$reports/engines-smoke.tap" || true

node scripts/summarize-tests.mjs "$reports/jest.json" "$reports/node-test.tap" "$reports/playwright.json" \
  "$reports/budgets.tap" "$reports/engines-smoke.tap"
