#!/usr/bin/env bash
# Install what the project needs on a fresh machine that has only Node 20, npm and apt:
# pnpm (from the npm registry), the workspace's dependencies, and (with --browser) Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "[setup] installing pnpm"
  npm install --global --no-fund --no-audit pnpm@12 >/dev/null
fi

if [[ "${1:-}" == "--browser" ]] && [[ ! -x /usr/bin/chromium ]]; then
  echo "[setup] installing Debian's chromium"
  SUDO=""; [[ "$(id -u)" != 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "[setup] installing dependencies"
pnpm install --frozen-lockfile --reporter=silent
