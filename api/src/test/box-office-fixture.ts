import { after, before } from 'node:test';
import { buildTestApp, type Caller, type TestApp } from './app.js';
import { TEST_SANDBOX_KEY } from './payments.js';

// Live bindings: set by useBoxOffice's before(), read by the tests that import them.
export let t: TestApp;
export let admin: Caller;

/** One app with the sandbox key the ticket tests sign with, and its admin, for the test file that calls it. */
export function useBoxOffice() {
  before(async () => {
    t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
    admin = await t.as('admin');
  });
  after(() => t.close());
}
