import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { paymentMessages, SUBSCRIPTION_PLAN } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { decide, providerNotification, signedNotification, TEST_SANDBOX_KEY } from '../payments/testing.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

const DAY = 86_400_000;
const webhook = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payment/webhook', payload: body as Record<string, unknown> });

async function subscriptionTime(caller: Caller): Promise<number | null> {
  const [row] = await t.app.db
    .select()
    .from(users)
    .where(eq(users.id, caller.id ?? 0));
  return row?.subscription_time?.getTime() ?? null;
}

async function startSubscription(
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

const history = async (caller: Caller) =>
  (await caller.get(`/api/v1/payment/history-subscription-user?id=${caller.id}`)).json().data as {
    order_id: string;
    gross_amount: number;
    transaction_status: string;
    status: string;
  }[];

describe('POST /payment', () => {
  test('answers a sandbox token and the checkout page; the server fixes the amount', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user, { id_user: user.id, amount: 1 });
    assert.equal(start.provider, 'sandbox');
    assert.equal(start.gross_amount, SUBSCRIPTION_PLAN.price);
    assert.equal(start.redirect_url, `/payment/sandbox/${start.token}`);
    assert.match(start.order_id, /^[A-Z0-9-]{1,50}$/);
    const [row] = await history(user);
    assert.equal(row?.gross_amount, 65000);
    assert.equal(row?.transaction_status, 'pending');
    const page = await user.get(`/api/v1/payment/sandbox/${start.token}`);
    assert.equal(page.json().data.gross_amount, 65000);
  });

  test("pays only for the caller's own account, and needs a login", async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    const res = await user.post('/api/v1/payment', { id_user: other.id, amount: 65000 });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, paymentMessages.ownAccountOnly);
    assert.equal((await (await t.as('anonymous')).post('/api/v1/payment', { amount: 65000 })).statusCode, 401);
  });

  test('order ids never repeat', async () => {
    const user = await t.newUser();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await startSubscription(user)).order_id);
    assert.equal(ids.size, 5);
  });
});

describe('sandbox checkout to the webhook', () => {
  test('paying extends the subscription by one month from now', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const before = Date.now();
    const res = await decide(user, start.token, 'settlement');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.state, 'paid');
    const until = (await subscriptionTime(user)) ?? 0;
    assert.ok(until > before + 27 * DAY && until < Date.now() + 32 * DAY);
    const [row] = await history(user);
    assert.equal(row?.transaction_status, 'settlement');
    assert.equal(row?.status, 'paid');
    const me = (await user.get('/api/v1/users/me')).json().data;
    assert.equal(me.subscription, true);
  });

  test('a second month is added to the current expiry, not to now', async () => {
    const user = await t.newUser('subscriber');
    const current = (await subscriptionTime(user)) ?? 0;
    const start = await startSubscription(user);
    await decide(user, start.token, 'settlement');
    const until = (await subscriptionTime(user)) ?? 0;
    assert.ok(until >= current + 28 * DAY && until <= current + 31 * DAY);
  });

  test('pending then cancel: no subscription; a decided checkout cannot be decided again', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    assert.equal((await decide(user, start.token, 'pending')).json().data.state, 'pending');
    assert.equal((await decide(user, start.token, 'cancel')).json().data.state, 'failed');
    assert.equal(await subscriptionTime(user), null);
    const again = await decide(user, start.token, 'settlement');
    assert.equal(again.statusCode, 409);
    assert.equal(await subscriptionTime(user), null);
    assert.equal((await history(user))[0]?.status, 'failed');
  });

  test("another user cannot see or decide someone's checkout", async () => {
    const owner = await t.newUser();
    const stranger = await t.newUser();
    const start = await startSubscription(owner);
    assert.equal((await stranger.get(`/api/v1/payment/sandbox/${start.token}`)).statusCode, 404);
    assert.equal((await decide(stranger, start.token, 'settlement')).statusCode, 404);
    assert.equal(await subscriptionTime(owner), null);
  });
});

describe('POST /payment/webhook', () => {
  test('a signed notification pays once: replays change nothing', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const n = await providerNotification(t, {
      order_id: start.order_id,
      transaction_status: 'settlement',
      gross_amount: 65000,
    });
    const first = await webhook(n);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.changed, true);
    const once = await subscriptionTime(user);
    for (let i = 0; i < 3; i++) {
      const replay = await webhook(n);
      assert.equal(replay.statusCode, 200);
      assert.equal(replay.json().data.changed, false);
    }
    assert.equal(await subscriptionTime(user), once);
  });

  test('a forged signature answers 4xx and changes nothing', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const forged = signedNotification(
      { order_id: start.order_id, transaction_status: 'settlement', gross_amount: 65000 },
      'kunci-penyerang',
    );
    const res = await webhook(forged);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, paymentMessages.badSignature);
    assert.equal(await subscriptionTime(user), null);
    assert.equal((await history(user))[0]?.transaction_status, 'pending');
  });

  test('a tampered notification (status or amount changed after signing) is refused', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const pending = signedNotification({
      order_id: start.order_id,
      transaction_status: 'pending',
      gross_amount: 65000,
    });
    // transaction_status is outside the signature; its status_code (201) is not, and gives it away.
    const relabelled = await webhook({ ...pending, transaction_status: 'settlement' });
    assert.equal(relabelled.statusCode, 403);
    const reordered = await webhook({ ...pending, order_id: 'SUB-1-LAIN' });
    assert.equal(reordered.statusCode, 403);
    assert.equal(await subscriptionTime(user), null);
    assert.equal((await history(user))[0]?.transaction_status, 'pending');
  });

  test('a signed notification for a different amount is refused', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const cheap = signedNotification({
      order_id: start.order_id,
      transaction_status: 'settlement',
      gross_amount: 1000,
    });
    const res = await webhook(cheap);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, paymentMessages.amountMismatch);
    const tampered = {
      ...signedNotification({ order_id: start.order_id, transaction_status: 'settlement', gross_amount: 65000 }),
      gross_amount: '1000.00',
    };
    assert.equal((await webhook(tampered)).statusCode, 403);
    assert.equal(await subscriptionTime(user), null);
  });

  test('out of order: a late pending or expire after settlement changes nothing', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const sign = (transaction_status: string) =>
      signedNotification({ order_id: start.order_id, transaction_status, gross_amount: 65000 });
    await webhook(
      await providerNotification(t, {
        order_id: start.order_id,
        transaction_status: 'settlement',
        gross_amount: 65000,
      }),
    );
    const paid = await subscriptionTime(user);
    for (const late of ['pending', 'expire', 'cancel', 'settlement']) {
      const res = await webhook(sign(late));
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().data.state, 'paid');
    }
    assert.equal(await subscriptionTime(user), paid);
    assert.equal((await history(user))[0]?.transaction_status, 'settlement');
  });

  test("capture with fraud 'challenge' is not paid; the later settlement is", async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const challenged = await providerNotification(t, {
      order_id: start.order_id,
      transaction_status: 'capture',
      fraud_status: 'challenge',
      gross_amount: 65000,
    });
    assert.equal((await webhook(challenged)).json().data.state, 'challenge');
    assert.equal(await subscriptionTime(user), null);
    assert.equal((await history(user))[0]?.status, 'challenge');
    await webhook(
      await providerNotification(t, {
        order_id: start.order_id,
        transaction_status: 'settlement',
        gross_amount: 65000,
      }),
    );
    assert.ok(((await subscriptionTime(user)) ?? 0) > Date.now());
  });

  test('a refund takes the month back', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    const sign = (transaction_status: string) =>
      providerNotification(t, { order_id: start.order_id, transaction_status, gross_amount: 65000 });
    await webhook(await sign('settlement'));
    assert.equal((await webhook(await sign('refund'))).json().data.state, 'refunded');
    const until = (await subscriptionTime(user)) ?? 0;
    assert.ok(until <= Date.now() + 1000, 'no longer active');
    assert.equal((await user.get('/api/v1/users/me')).json().data.subscription, false);
    await webhook(await sign('settlement'));
    assert.equal(await subscriptionTime(user), until, 'a refunded payment is never paid again');
  });

  test('a genuinely signed notification whose status was relabelled gains nothing: the provider is asked', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    // A cancel carries status_code 200 at Midtrans; relabelled 'settlement' its signature still holds.
    await providerNotification(t, { order_id: start.order_id, transaction_status: 'cancel', gross_amount: 65000 });
    const relabelled = signedNotification({
      order_id: start.order_id,
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: 65000,
    });
    const res = await webhook(relabelled);
    assert.equal(res.statusCode, 200);
    assert.notEqual(res.json().data.state, 'paid');
    assert.equal(await subscriptionTime(user), null);
  });

  test('an unknown order answers 404', async () => {
    const res = await webhook(
      signedNotification({ order_id: 'SUB-0-NOPE', transaction_status: 'settlement', gross_amount: 65000 }),
    );
    assert.equal(res.statusCode, 404);
  });

  test('a forwarded browser result is trusted only as far as the gateway confirms it', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    // The browser claims success; the sandbox still says pending.
    const claim = await webhook({ result: { order_id: start.order_id, transaction_status: 'settlement' } });
    assert.equal(claim.statusCode, 200);
    assert.equal(claim.json().data.state, 'pending');
    assert.equal(await subscriptionTime(user), null);
    // Once the provider really has it settled, forwarding the same result applies it (once).
    await decide(user, start.token, 'settlement');
    const after = await subscriptionTime(user);
    const forwarded = await webhook({ result: JSON.stringify({ order_id: start.order_id }) });
    assert.equal(forwarded.json().data.state, 'paid');
    assert.equal(await subscriptionTime(user), after);
    assert.equal((await webhook({ result: { order_id: 'SUB-0-NOPE' } })).statusCode, 404);
    assert.equal((await webhook({ result: 'settlement' })).statusCode, 400);
  });
});

describe('payment lists', () => {
  test("someone else's subscription history is refused; an admin sees everyone's", async () => {
    const user = await t.newUser();
    const other = await t.newUser();
    await startSubscription(other);
    assert.equal((await user.get(`/api/v1/payment/history-subscription-user?id=${other.id}`)).statusCode, 403);
    const admin = await t.as('admin');
    assert.equal((await admin.get(`/api/v1/payment/history-subscription-user?id=${other.id}`)).json().data.length, 1);
  });

  test('GET /payment is for admins: user name, email, subscription_time, status', async () => {
    const user = await t.newUser();
    const start = await startSubscription(user);
    await decide(user, start.token, 'settlement');
    assert.equal((await user.get('/api/v1/payment')).statusCode, 403);
    const rows = (await (await t.as('admin')).get('/api/v1/payment')).json().data as {
      order_id: string;
      transaction_status: string;
      user: { name: string; email: string; subscription_time: string | null };
    }[];
    const row = rows.find((r) => r.order_id === start.order_id);
    assert.equal(row?.transaction_status, 'settlement');
    assert.ok(row?.user.email.endsWith('@test.id'));
    assert.ok(row?.user.name);
    assert.ok(row?.user.subscription_time);
  });
});
