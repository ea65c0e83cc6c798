import { after, before } from 'node:test';
import { withStaffFactors } from './access-matrix/roles.js';
import { buildTestApp, type TestApp } from './app.js';
import { TEST_SANDBOX_KEY } from './payments.js';
import { seatedShow } from './seating.js';

// Live bindings: set by useSeatedSite's before(), read by the tests that import them.
export let t: TestApp;
export let show: Awaited<ReturnType<typeof seatedShow>>;

/**
 * A site where staff must show a second factor (its shared admin showed one), with one seated show
 * on the small hall, for the test file that calls it: the seat routes' access tests. `then` sets up
 * more in the same hook: a second top-level before() in the file found `show` still unset.
 */
export function useSeatedSite(then?: () => Promise<void>) {
  before(async () => {
    t = withStaffFactors(
      await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY, STAFF_SECOND_FACTOR: 'required' }),
    );
    show = await seatedShow(t);
    await then?.();
  });
  after(() => t.close());
}
