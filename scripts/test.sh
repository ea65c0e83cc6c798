#!/usr/bin/env bash
# npm test: every check, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n==> %s\n' "$*"; }

step "typecheck"
npm run -s typecheck

step "lint, format and import boundaries"
npm run -s lint

# Each API test file runs twice: on PGlite under the current Node LTS when CI provides it (the
# embedded database a production install on a supported Node runs), and on PostgreSQL under this
# machine's Node; the contract, bench and web unit tests run with the PGlite pass.
lts="${NODE_LTS_BIN:-node}"
mapfile -t unit < <(find contract api/src bench web/src -name '*.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
step "unit and API tests on PGlite under Node $("$lts" --version) (${#unit[@]} files)"
"$lts" --import tsx --test --test-reporter=tap --test-concurrency=2 "${unit[@]}"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  mapfile -t apitests < <(find api/src -name '*.test.ts' | sort)
  step "API tests on PostgreSQL under Node $(node --version) (${#apitests[@]} files)"
  TEST_DB=postgres node --import tsx --test --test-concurrency=2 "${apitests[@]}"
else
  step "API tests on PostgreSQL skipped (set TEST_DATABASE_URL; .ci/run does)"
fi

step "build the web app and the server"
npm run -s build

step "browser tests in Chromium"
bash scripts/ensure-chromium.sh
npx playwright test
