import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import { recurringPlans } from '../membership/renewals/schema.js';
import { sandboxRecurringOf } from '../payments/recurring-provider.js';
import { ACCEPTING_CARD } from '../payments/sandbox-cards.js';
import { mailOutbox, users } from '../schema.js';
import type { Caller, TestApp } from './app.js';

export const DAY = 86_400_000;

/** A card tokenized by the sandbox (/v2/token), as Midtrans' card form does in the browser. */
export async function cardToken(caller: Caller, card_number = ACCEPTING_CARD) {
  const res = await caller.post('/api/v1/payment/sandbox/v2/token', {
    card_number,
    card_exp_month: '12',
    card_exp_year: String(new Date().getUTCFullYear() + 3),
    card_cvv: '123',
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().token_id as string;
}

/** Opts in with a sandbox card: the first month is charged at once. */
export async function subscribeByCard(caller: Caller) {
  const res = await caller.post('/api/v1/renewals', { method: 'card', token_id: await cardToken(caller) });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; next_charge_at: string; masked: string; state: string };
}

/** Links a GoPay account in the sandbox and confirms it as its owner would. */
export async function linkedGopay(caller: Caller, phone = '081234565678') {
  const link = await caller.post('/api/v1/renewals/gopay-link', { phone });
  assert.equal(link.statusCode, 201, link.body);
  const { account_id } = link.json().data as { account_id: string };
  const confirmed = await caller.post(`/api/v1/payment/sandbox/gopay/${account_id}`);
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return account_id;
}

export async function planOf(t: TestApp, caller: Caller) {
  const [plan] = await t.app.db
    .select()
    .from(recurringPlans)
    .where(eq(recurringPlans.id_user, caller.id ?? 0))
    .orderBy(desc(recurringPlans.id))
    .limit(1);
  assert.ok(plan, 'the member has a plan');
  return plan;
}

/** From now on the member's saved method is declined (a card without funds). */
export async function declineFrom(t: TestApp, caller: Caller) {
  const plan = await planOf(t, caller);
  await sandboxRecurringOf(t.app)?.setDeclines(plan.payment_token ?? '', true);
}

export async function expiryOf(t: TestApp, caller: Caller): Promise<number> {
  const [user] = await t.app.db
    .select()
    .from(users)
    .where(eq(users.id, caller.id ?? 0));
  return user?.subscription_time?.getTime() ?? 0;
}

/** The mails of a kind queued for the member's address. */
export async function mailsOf(t: TestApp, caller: Caller, kind: string) {
  const [user] = await t.app.db
    .select()
    .from(users)
    .where(eq(users.id, caller.id ?? 0));
  const rows = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, user?.email ?? ''));
  return rows.filter((row) => row.kind === kind);
}
