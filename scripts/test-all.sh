#!/usr/bin/env bash
# Newcomer command 2 (and CI): install what is needed, then typecheck, lint, unit tests, build, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s ==\n' "$*"; }

step "setup"
bash scripts/ensure-tools.sh --browser

step "typecheck (tsc -b)"
pnpm exec tsc -b

step "lint (eslint + prettier)"
pnpm exec eslint . --max-warnings 0
pnpm exec prettier --check . --log-level warn

step "unit tests (jest)"
pnpm exec jest --ci

step "deploy tests (node --test)"
node --test deploy/test/

step "build and publish"
node scripts/build-all.mjs

step "end-to-end tests (playwright, Debian chromium)"
pnpm --filter @wl/e2e test
