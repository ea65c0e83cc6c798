import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/schema.js';
import { buildTestApp, type Caller, type TestApp } from './app.js';
import { TEST_SANDBOX_KEY } from './payments.js';

/** The subscription's payment tests: one app per test file, on the sandbox gateway with a known key. */
// A live binding: set by useSubscriptionApp's before(), read by the tests that import it.
export let t: TestApp;

export function useSubscriptionApp() {
  before(async () => {
    t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
  });
  after(() => t.close());
}

export const DAY = 86_400_000;
export const webhook = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payment/webhook', payload: body as Record<string, unknown> });

export async function subscriptionTime(caller: Caller): Promise<number | null> {
  const [row] = await t.app.db
    .select()
    .from(users)
    .where(eq(users.id, caller.id ?? 0));
  return row?.subscription_time?.getTime() ?? null;
}

export async function startSubscription(
  caller: Caller,
  body: Record<string, unknown> = { id_user: caller.id, amount: 65000 },
) {
  const res = await caller.post('/api/v1/payment', body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as {
    token: string;
    order_id: string;
    gross_amount: number;
    provider: string;
    redirect_url: string;
  };
}

export const history = async (caller: Caller) =>
  (await caller.get(`/api/v1/payment/history-subscription-user?id=${caller.id}`)).json().data as {
    id: number;
    order_id: string;
    gross_amount: number;
    transaction_status: string;
    status: string;
    createdAt: string;
    expiresAt: string;
  }[];
