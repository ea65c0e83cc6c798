#!/usr/bin/env bash
# npm test: every check, in the order that fails fastest. It ends by printing each phase's wall
# time and the slowest test files of each test phase (scripts/timing/summary.mjs), pass or fail.
set -euo pipefail
cd "$(dirname "$0")/.."

timing=$(mktemp -d /tmp/teater-test-timing.XXXXXX)
summary() {
  node scripts/timing/summary.mjs "$timing" || true
  rm -rf "$timing"
}
trap summary EXIT

# phase KEY TITLE COMMAND...: runs a step, timed; its file times (if any) go to $timing/KEY.jsonl.
phase() {
  local key=$1 title=$2 started status=0
  shift 2
  printf '\n==> %s\n' "$title"
  started=$(date +%s%3N)
  "$@" || status=$?
  printf '%s\t%s\t%s\t%s\n' "$key" "$title" "$(($(date +%s%3N) - started))" "$status" >>"$timing/phases.tsv"
  return "$status"
}
# node:test with the TAP reporter on the screen and each file's time in the timing folder.
node_tests() {
  local key=$1 bin=$2
  shift 2
  "$bin" --import tsx --test --test-reporter=tap --test-reporter-destination=stdout \
    --test-reporter=./scripts/timing/node-files.mjs --test-reporter-destination="$timing/$key.jsonl" \
    --test-concurrency=2 "$@"
}

phase typecheck "typecheck" npm run -s typecheck
phase lint "lint, format and import boundaries" npm run -s lint

# Each API test file runs twice: on PGlite under the current Node LTS when CI provides it (the
# embedded database a production install on a supported Node runs), and on PostgreSQL under this
# machine's Node; the contract, bench and web unit tests run with the PGlite pass.
lts="${NODE_LTS_BIN:-node}"
# A web component's test renders it in happy-dom (`*.test.tsx`, web/src/test/dom.ts).
mapfile -t unit < <(find contract api/src bench web/src \( -name '*.test.ts' -o -name '*.test.tsx' \) \
  -not -path '*/node_modules/*' 2>/dev/null | sort)
# This pass also measures line coverage (Node's own, mapped to the TypeScript sources).
phase pglite "unit and API tests on PGlite under Node $("$lts" --version) (${#unit[@]} files)" \
  node_tests pglite "$lts" --enable-source-maps --experimental-test-coverage \
  --test-reporter=lcov --test-reporter-destination="$timing/coverage.lcov" "${unit[@]}"
phase coverage "line coverage of api/src and contract/src against its floor" \
  node scripts/timing/coverage.mjs "$timing/coverage.lcov"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  mapfile -t apitests < <(find api/src -name '*.test.ts' | sort)
  TEST_DB=postgres phase postgres "API tests on PostgreSQL under Node $(node --version) (${#apitests[@]} files)" \
    node_tests postgres node "${apitests[@]}"
else
  printf '\n==> API tests on PostgreSQL skipped (set TEST_DATABASE_URL; .ci/run does)\n'
fi

phase build "build the web app and the server" npm run -s build

bash scripts/ensure-chromium.sh
TEST_TIMING_FILE="$timing/browser.jsonl" TEST_VISITS_FILE="$timing/visits.txt" \
  phase browser "browser tests in Chromium" npx playwright test
phase routes "every route of the URL table opened by a browser test" \
  npx tsx scripts/timing/routes-visited.ts "$timing/visits.txt"
