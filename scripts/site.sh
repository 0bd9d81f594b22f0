#!/usr/bin/env bash
# Newcomer command 1: install what is needed, build everything, and run the site with the sandbox backend
# at http://localhost:8080 (also http://lite.localhost:8080 and http://closed.localhost:8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
node scripts/build-all.mjs
exec node deploy/bin/serve.mjs --with-sandbox --port "${PORT:-8080}"
