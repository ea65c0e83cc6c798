import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../test/app.js';
import { admin, t, useBoxOffice } from '../../test/box-office-fixture.js';
import { decide } from '../../test/payments.js';
import { mapOf, orderSeats, seatedShow, seatId } from '../../test/seating.js';
import { ticketCategories, ticketOrders, tickets } from '../schema.js';
import { expireStaleOrders } from '../seat-holds.js';
import { orderSeats as orderSeatsTable, showSeats, ticketSeats } from './schema.js';

// Run with TEST_DB=postgres to race on real connections; PGlite serializes the transactions.
useBoxOffice();

/** Every seat's holder agrees with the orders: no seat held by two live orders, counts equal seats. */
async function assertConsistent(showId: number) {
  const live = await t.app.db.execute(sql`
    SELECT os.id_seat, count(*)::int AS n FROM ${orderSeatsTable} os
    JOIN ${ticketOrders} o ON o.id = os.id_order
    WHERE o.id_tiket = ${showId} AND o.holds_stock AND o.status IN ('pending', 'paid')
    GROUP BY os.id_seat HAVING count(*) > 1`);
  assert.deepEqual((live as unknown as { rows: unknown[] }).rows, [], 'no seat sold twice');
  const counts = await t.app.db.execute(sql`
    SELECT c.id, c.taken, (SELECT count(*) FROM ${showSeats} s WHERE s.id_kategori = c.id AND s.id_order IS NOT NULL)::int AS held
    FROM ${ticketCategories} c WHERE c.id_tiket = ${showId}`);
  for (const row of (counts as unknown as { rows: { taken: number; held: number }[] }).rows) {
    assert.equal(row.taken, row.held, 'each zone counts exactly its held seats');
  }
}

test('500 orders at once for the same seats: no seat is sold twice, every order gets all its seats or none', async () => {
  const show = await seatedShow(t);
  const buyers = await Promise.all(Array.from({ length: 25 }, () => t.newUser()));
  // everybody wants the front rows: 1 to 3 seats of row A or B, or the best 2 of the zone
  const front = show.map.seats.filter((s) => s.section === 'Tengah' && (s.row === 'A' || s.row === 'B'));
  const wants = Array.from({ length: 500 }, (_, i) => {
    if (i % 5 === 0) return { best: { count: 2, id_kategori: show.reguler } };
    const start = (i * 7) % (front.length - 3);
    return { seats: front.slice(start, start + 1 + (i % 3)).map((s) => s.id) };
  });
  const answers = await Promise.all(
    wants.map((want, i) => orderSeats(buyers[i % buyers.length] as Caller, show.id, want)),
  );
  const statuses = answers.map((a) => a.statusCode);
  assert.ok(
    statuses.every((s) => s === 201 || s === 409),
    `only placed or refused: ${[...new Set(statuses)]}`,
  );
  const placed = statuses.filter((s) => s === 201).length;
  assert.ok(placed > 0);
  await assertConsistent(show.id);
  const held = await t.app.db.$count(
    showSeats,
    and(eq(showSeats.id_tiket, show.id), sql`${showSeats.id_order} IS NOT NULL`),
  );
  const ordered = await t.app.db.$count(
    orderSeatsTable,
    inArray(orderSeatsTable.id_order, sql`(SELECT id FROM ticket_orders WHERE id_tiket = ${show.id})`),
  );
  assert.equal(held, ordered, 'every seat of a placed order is held by it, and only those');
  // the best-available buyers took the rest of the zone in pairs until none were left side by side
  assert.ok(held >= 20, `${held} seats held`);
});

test('a hold that runs out frees its seats for the next buyer; paid late, the order retakes them if still free', async () => {
  const show = await seatedShow(t);
  const [ana, budi] = [await t.newUser(), await t.newUser()];
  const a5 = seatId(show.map, 'Tengah', 'A', '5');
  const a6 = seatId(show.map, 'Tengah', 'A', '6');
  const first = await orderSeats(ana, show.id, { seats: [a5] });
  assert.equal(first.statusCode, 201, first.body);
  const late = await orderSeats(budi, show.id, { seats: [a6] });
  assert.equal(late.statusCode, 201, late.body);
  await t.app.db
    .update(ticketOrders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(ticketOrders.id_tiket, show.id));
  assert.equal(await expireStaleOrders(t.app.db), 2);
  const map = await mapOf(t, show.id);
  assert.equal(map.seats.find((s) => s.id === a5)?.state, 'free');
  await assertConsistent(show.id);
  // A5 goes to another buyer; Ana's late payment cannot have it: her order is to be refunded
  const citra = await t.newUser();
  assert.equal((await orderSeats(citra, show.id, { seats: [a5] })).statusCode, 201);
  assert.equal((await decide(ana, first.json().data.token, 'settlement')).statusCode, 200);
  const [anaOrder] = await t.app.db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.order_id, first.json().data.order_id));
  assert.equal(anaOrder?.status, 'refund_due');
  // Budi's A6 is still free: paid late, his order takes it again and his ticket names it
  assert.equal((await decide(budi, late.json().data.token, 'settlement')).statusCode, 200);
  const [budiOrder] = await t.app.db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.order_id, late.json().data.order_id));
  assert.equal(budiOrder?.status, 'paid');
  const [ticket] = await t.app.db
    .select({ seat: ticketSeats.id_seat })
    .from(tickets)
    .innerJoin(ticketSeats, eq(ticketSeats.id_ticket, tickets.id))
    .where(eq(tickets.id_order, budiOrder?.id ?? 0));
  assert.equal(ticket?.seat, a6);
  await assertConsistent(show.id);
});

test('a refund frees the seat; a cancelled order frees its seats at once', async () => {
  const show = await seatedShow(t);
  const buyer = await t.newUser();
  const b1 = seatId(show.map, 'Tengah', 'B', '1');
  const b2 = seatId(show.map, 'Tengah', 'B', '2');
  const placed = await orderSeats(buyer, show.id, { seats: [b1, b2] });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((await decide(buyer, placed.json().data.token, 'settlement')).statusCode, 200);
  const [row] = await t.app.db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.order_id, placed.json().data.order_id));
  assert.equal(row?.status, 'paid');
  const refunded = await admin.post(`/api/v1/tiket/orders/${row?.id}/refund`);
  assert.equal(refunded.statusCode, 200, refunded.body);
  assert.equal((await mapOf(t, show.id)).seats.find((s) => s.id === b1)?.state, 'free');
  await assertConsistent(show.id);

  const again = await orderSeats(buyer, show.id, { seats: [b1] });
  assert.equal(again.statusCode, 201, again.body);
  const [pending] = await t.app.db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.order_id, again.json().data.order_id));
  assert.equal((await buyer.post(`/api/v1/tiket/orders/${pending?.id}/cancel`)).statusCode, 200);
  assert.equal((await mapOf(t, show.id)).seats.find((s) => s.id === b1)?.state, 'free');
  await assertConsistent(show.id);
});

test('a seated show has no waiting list by count: joining is refused, freed seats are not offered', async () => {
  const show = await seatedShow(t);
  const member = await t.newUser();
  // Balkon: hold its five seats so the zone is sold out, then ask to wait for one
  const balkon = show.map.seats.filter((s) => s.section === 'Balkon' && s.state === 'free').map((s) => s.id);
  assert.equal((await orderSeats(member, show.id, { seats: balkon })).statusCode, 201);
  const joined = await member.post('/api/v1/tiket/waitlist', { id_kategori: show.balkon, quantity: 1 });
  assert.equal(joined.statusCode, 400);
  await assertConsistent(show.id);
});
