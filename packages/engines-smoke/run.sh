#!/usr/bin/env bash
# The cross-engine smoke: its journeys in Debian's firefox-esr and WebKitGTK against the last build, in a virtual X
# display (WebKitGTK needs one; Firefox runs headless). Extra arguments go to `node --test` (e.g. a reporter).
# The whole run is bounded: 4 minutes at most (it takes under one), then every process of it is ended.
set -euo pipefail
cd "$(dirname "$0")"
# Our own X authority file: without -f, xvfb-run removes a temporary folder of its own at the end and, should that
# fail, exits before it stops Xvfb, leaving the display server running.
auth=$(mktemp)
trap 'rm -f "$auth"' EXIT
xvfb-run -a -f "$auth" -s '-screen 0 1366x900x24' timeout --kill-after=10 240 node --test "$@" test/
