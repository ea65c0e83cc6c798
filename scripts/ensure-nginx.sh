#!/usr/bin/env bash
# The proxy test (api/src/behind-nginx.test.ts) runs the repo's nginx config with Debian's nginx.
set -euo pipefail
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "nginx is missing: installing Debian's nginx-light package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
else
  echo "nginx is missing: the proxy test will be skipped. Install it with: sudo apt-get install nginx-light" >&2
fi
