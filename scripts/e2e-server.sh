#!/usr/bin/env bash
# The server the browser tests run against: a fresh data folder, demo content, a known admin.
# With GROWN=1 the data folder holds a grown site's volumes instead (npm run seed:grown).
# E2E_DATA_DIR and WEB_DIST let several checkouts or helpers run side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="${E2E_DATA_DIR:-.test-data/e2e-${PORT:-4173}}"
rm -rf "$DATA_DIR"
export ADMIN_EMAIL=admin@e2e.test ADMIN_PASSWORD=admin-e2e-123 SEED_DEMO=1 LOG_LEVEL=warn NODE_ENV=test
# The admin logs in with a password alone here, so the browser tests of the admin screens stay one
# step and never wait for an authenticator's next 30-second code; the production default
# (`required`) is tested by web/src/features/accounts/second-factor.e2e.ts on servers it starts itself.
export STAFF_SECOND_FACTOR=optional
# The browser tests move the renewal run's clock (POST /api/v1/test-hooks/renewal-run): test hooks
# exist only outside production (NODE_ENV=test above; production refuses TEST_HOOKS=1).
export TEST_HOOKS=1
# Every browser test signs its own members up, all from 127.0.0.1.
export SIGNUP_PER_HOUR=100000
if [ "${GROWN:-0}" = 1 ]; then
  node --import tsx api/src/seed/grown/cli.ts
  export SEED_DEMO=0
fi
exec node --import tsx api/src/server.ts
