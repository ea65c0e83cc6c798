import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** A second server holding a grown site's volumes, for the `*.grown.e2e.ts` tests. */
const grownPort = port + 1;
/** E2E_GROWN=0 skips that server (and its seeding) when only the demo server's tests run. */
const withGrown = process.env.E2E_GROWN !== '0';
const grownServer = {
  command: 'bash scripts/e2e-server.sh',
  url: `http://localhost:${grownPort}/api/v1/beritas`,
  timeout: 900_000,
  reuseExistingServer: false,
  env: { PORT: String(grownPort), GROWN: '1' },
};

/**
 * Browser tests sit beside the pages they test (`*.e2e.ts` under web/src). They run against the
 * production build served by the real server, with demo content in a fresh data folder.
 */
export default defineConfig({
  testDir: 'web/src',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // Two workers: each test makes its own members and shows through the API, so two files run side
  // by side on the one server (the 2-core CI machine's browser phase in about two thirds the time).
  workers: 2,
  // A retry only says which test is flaky: in CI a test that passed on its retry fails the run
  // (the list reporter names it at the end).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Beside the list, each file's time for the summary npm test prints (scripts/timing).
  reporter: [['list'], ['./scripts/timing/browser-files.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: '**/*.grown.e2e.ts' },
    {
      name: 'grown',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${grownPort}` },
      testMatch: '**/*.grown.e2e.ts',
    },
  ],
  webServer: [
    {
      command: 'bash scripts/e2e-server.sh',
      url: `http://localhost:${port}/api/v1/beritas`,
      // Seeding generates every demo picture: about a minute on an idle machine, far more on a busy one.
      timeout: 900_000,
      reuseExistingServer: false,
      env: { PORT: String(port) },
    },
    ...(withGrown ? [grownServer] : []),
  ],
});
