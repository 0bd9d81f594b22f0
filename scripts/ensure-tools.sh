#!/usr/bin/env bash
# Install what the project needs on a fresh machine that has only Node 20, npm and apt:
# pnpm (from the npm registry), the workspace's dependencies, and (with --browser) Debian's Chromium, nginx, and the
# cross-engine smoke's browsers: firefox-esr, WebKitGTK's WebDriver (webkit2gtk-driver) and Xvfb (--nginx: nginx
# alone). No test tool downloads a browser of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "[setup] installing pnpm"
  npm install --global --no-fund --no-audit pnpm@12 >/dev/null
fi

SUDO=""; [[ "$(id -u)" != 0 ]] && SUDO="sudo"
apt_updated=""
apt_install() {
  [[ -n "$apt_updated" ]] || { $SUDO apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

if [[ "${1:-}" == "--browser" ]] && [[ ! -x /usr/bin/chromium ]]; then
  echo "[setup] installing Debian's chromium"
  apt_install chromium
fi

# nginx (the end-to-end tests serve the site through it too: deploy/bin/serve-nginx.mjs), with the brotli modules
# where the distribution has them (Debian 12 does); without them the generated configuration uses gzip only.
if [[ "${1:-}" == "--browser" || "${1:-}" == "--nginx" ]] && [[ ! -x /usr/sbin/nginx ]]; then
  echo "[setup] installing Debian's nginx"
  apt_install nginx
  if apt-cache show libnginx-mod-http-brotli-filter >/dev/null 2>&1; then
    apt_install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static
  fi
fi

# The cross-engine smoke (packages/engines-smoke): Firefox over WebDriver BiDi, WebKitGTK through WebKitWebDriver
# (its MiniBrowser comes with libwebkit2gtk), in a virtual X display (xvfb-run needs xauth).
if [[ "${1:-}" == "--browser" ]]; then
  smoke=()
  [[ -x /usr/bin/firefox-esr ]] || smoke+=(firefox-esr)
  [[ -x /usr/bin/WebKitWebDriver ]] || smoke+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null 2>&1 || smoke+=(xvfb)
  command -v xauth >/dev/null 2>&1 || smoke+=(xauth)
  if ((${#smoke[@]})); then
    echo "[setup] installing Debian's ${smoke[*]}"
    apt_install "${smoke[@]}"
  fi
fi

echo "[setup] installing dependencies"
pnpm install --frozen-lockfile --reporter=silent
