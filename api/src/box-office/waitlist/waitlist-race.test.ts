import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildTestApp, type Caller, type TestApp } from '../../test/app.js';
import { createShow, expireHold, orderCategories, TEST_SANDBOX_KEY } from '../../test/payments.js';
import { allOfferMails, assertSeatsAccounted, claim, joined } from '../../test/waitlist.js';
import { ticketOrderLines, ticketOrders, waitlistEntries } from '../schema.js';

// Run with TEST_DB=postgres to race on real connections (the pool holds 10); PGlite serializes.
let t: TestApp;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
});
after(() => t.close());

const users = (n: number) => Promise.all(Array.from({ length: n }, () => t.newUser()));

interface Held {
  buyer: Caller;
  id: number;
}

/** A sold-out show: each holder keeps one pending seat, of the first category for the first `a`. */
async function soldOutShow(holders: Caller[], a: number, b: number) {
  const show = await createShow(t, {
    categories: [
      { name: 'Reguler', price: 50_000, seats: a },
      { name: 'VIP', price: 150_000, seats: b },
    ],
  });
  const [reguler, vip] = show.categories.map((c) => c.id) as [number, number];
  const held: Held[] = [];
  for (const [i, buyer] of holders.entries()) {
    const res = await orderCategories(buyer, show.id, [[i < a ? reguler : vip, 1]]);
    assert.equal(res.statusCode, 201, res.body);
    const [row] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, res.json().data.order_id));
    held.push({ buyer, id: row?.id ?? 0 });
  }
  return { show, reguler, vip, held };
}

type Entry = { member: Caller; id: number };
type Outcome = { kind: string; entry?: number; status: number };

/**
 * A sold-out show (30 seats held by pending orders, ten of them past their hold) and 60 entries
 * waiting in its two categories; eight seats come back before the race, so offers are out.
 */
async function scene() {
  const holders = await users(30);
  const waiters = await users(30);
  const { show, reguler, vip, held } = await soldOutShow(holders, 20, 10);
  // Ten holds run out: the sweep an order finding no seats starts gives them back mid-race.
  for (const h of held.slice(20)) {
    const [row] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.id, h.id));
    await expireHold(t, row?.order_id ?? '');
  }
  const entries: Entry[] = [];
  for (const [i, member] of waiters.entries()) {
    entries.push({ member, id: await joined(member, reguler, (i % 3) + 1) });
    entries.push({ member, id: await joined(member, vip, (i % 2) + 1) });
  }
  for (const h of held.slice(0, 8)) {
    assert.equal((await h.buyer.post(`/api/v1/tiket/orders/${h.id}/cancel`)).statusCode, 200);
  }
  assert.ok((await allOfferMails(t)).length > 0);
  return { show, reguler, vip, held, entries, buyers: [...holders, ...waiters] };
}

/**
 * 500 calls: 12 cancellations, 240 claims (every entry four times), 12 members leaving (declining
 * an offer if they have one) and new orders, which find the show sold out (and sweep it);
 * interleaved, all at once.
 */
function raceOf({ show, reguler, vip, held, entries, buyers }: Awaited<ReturnType<typeof scene>>) {
  const ops: (() => Promise<Outcome>)[] = [];
  for (const h of held.slice(8, 20)) {
    ops.push(async () => ({
      kind: 'cancel',
      status: (await h.buyer.post(`/api/v1/tiket/orders/${h.id}/cancel`)).statusCode,
    }));
  }
  for (let round = 0; round < 4; round++) {
    for (const e of entries)
      ops.push(async () => ({ kind: 'claim', entry: e.id, status: (await claim(e.member, e.id)).statusCode }));
  }
  for (const e of entries.slice(0, 12)) {
    ops.push(async () => ({
      kind: 'leave',
      status: (await e.member.delete(`/api/v1/tiket/waitlist/${e.id}`)).statusCode,
    }));
  }
  while (ops.length < 500) {
    const i = ops.length;
    const buyer = buyers[i % buyers.length] as Caller;
    const lines: [number, number][] = [[i % 2 ? reguler : vip, (i % 2) + 1]];
    ops.push(async () => ({ kind: 'order', status: (await orderCategories(buyer, show.id, lines)).statusCode }));
  }
  const shuffled = ops.map((op, i) => ({ op, key: (i * 7919) % ops.length })).sort((x, y) => x.key - y.key);
  return Promise.all(shuffled.map(({ op }) => op()));
}

/** Each entry bought at most once, and what was bought is exactly its seats of its category. */
async function assertBoughtOnce(showId: number, results: Outcome[]) {
  const bought = results.filter((r) => r.kind === 'claim' && r.status === 201);
  const perEntry = new Map<number, number>();
  for (const r of bought) perEntry.set(r.entry ?? 0, (perEntry.get(r.entry ?? 0) ?? 0) + 1);
  assert.ok(
    [...perEntry.values()].every((n) => n === 1),
    'an offer was bought twice',
  );
  assert.ok(bought.length > 0, 'some offers were bought');
  const rows = await t.app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id_tiket, showId));
  const claimed = rows.filter((e) => e.status === 'claimed');
  assert.equal(claimed.length, bought.length);
  for (const e of claimed) {
    const lines = await t.app.db
      .select()
      .from(ticketOrderLines)
      .where(eq(ticketOrderLines.id_order, e.id_order ?? 0));
    assert.deepEqual(
      lines.map((l) => [l.id_kategori, l.count]),
      [[e.id_kategori, e.quantity]],
    );
  }
  return rows;
}

test('500 orders, cancellations, waiting-list claims and declines racing on one show: no seat oversold, none offered twice', async () => {
  const setting = await scene();
  const raced = await raceOf(setting);
  assert.equal(raced.length, 500);
  for (const r of raced) assert.ok([200, 201, 409].includes(r.status), `${r.kind}: ${r.status}`);
  // Offers made during the race are bought after it, all at once again.
  const late = await Promise.all(
    setting.entries.map(async (e) => ({
      kind: 'claim',
      entry: e.id,
      status: (await claim(e.member, e.id)).statusCode,
    })),
  );
  const rows = await assertBoughtOnce(setting.show.id, [...raced, ...late]);
  // Every entry offered once, with one mail; seats taken are the orders' and the offers', never more.
  const offered = rows.filter((e) => e.offered_at !== null);
  const mails = (await allOfferMails(t)).filter((mail) =>
    rows.some((e) => mail.dedupe_key === `waitlist-offer:${e.id}`),
  );
  assert.equal(mails.length, offered.length);
  assert.ok(offered.length >= 20, `seats came back and were offered (${offered.length})`);
  await assertSeatsAccounted(t, setting.show.id);
});
