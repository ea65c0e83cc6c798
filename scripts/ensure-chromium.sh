#!/usr/bin/env bash
# Browser tests use Debian's Chromium (/usr/bin/chromium); Playwright never downloads a browser here.
set -euo pipefail
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "Chromium is missing: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
else
  echo "Chromium is missing. Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH)" >&2
  exit 1
fi
