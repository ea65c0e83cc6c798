#!/usr/bin/env bash
# A production install from a clean copy of the repository: npm ci, build, npm prune --omit=dev,
# then the compiled server (plain node, no TypeScript runner, no Vite) starts with demo content,
# answers / and /readyz, and stops cleanly on SIGTERM (exit 0).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/teater-prod.XXXXXX)
pid=
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
git ls-files -z | xargs -0 cp --parents -t "$work" 2>/dev/null || git archive HEAD | tar -x -C "$work"
cd "$work"
npm ci --no-audit --no-fund --silent
npm run -s build >/dev/null
npm prune --omit=dev --no-audit --no-fund --silent
test ! -e node_modules/vite && test ! -e node_modules/tsx || { echo "dev dependencies left after prune"; exit 1; }

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
DATA_DIR="$work/data" PORT=$port HOST=127.0.0.1 SEED_DEMO=1 LOG_LEVEL=warn NODE_ENV=production \
  node api/dist/server.js >"$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { cat "$work/server.log"; exit 1; }
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/readyz"; echo
# Read whole before matching: grep -q stops at the first match, and curl would fail writing the rest.
curl -fsS -H 'accept: text/html' -o "$work/index.html" "http://127.0.0.1:$port/"
# the landing page is served as islands (decision 023)
grep -q '<div id="root" data-ssr="islands">' "$work/index.html" || { echo "/ is not the server-rendered page"; exit 1; }
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=
[ "$status" = 0 ] || { echo "the server exited $status after SIGTERM"; cat "$work/server.log"; exit 1; }
echo "production install: built, pruned, served / and /readyz, stopped cleanly"
