import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seatMessages } from '@teater/contract';
import { createShow, decide, TEST_SANDBOX_KEY } from '../payments/testing.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';

let t: TestApp;
let admin: Caller;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
  admin = await t.as('admin');
});
after(() => t.close());

interface Seat {
  seat: number;
  code: string;
  category: string;
}

/** A paid order of `count` seats for a new show: the show's id and the order's seat tickets. */
async function paidOrder(count: number, buyerName = 'Rina') {
  const show = await createShow(t, { jumlah_stok_tiket: 50, nama_kategori_tiket: 'Pelajar' });
  const buyer = await t.newUser();
  const placed = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: buyerName,
    no_telp: '081234567890',
    jumlah_tiket: count,
    id_tiket: show.id,
  });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((await decide(buyer, placed.json().data.token, 'settlement')).statusCode, 200);
  const history = (await buyer.get('/api/v1/tiket/user/history')).json().data as { tickets: Seat[] }[];
  return { showId: show.id, seats: history[0]?.tickets ?? [], buyer };
}

const scan = async (code: string) => (await admin.post('/api/v1/tiket/checkin', { code })).json().data;

describe('one ticket per seat', () => {
  test('a paid order of three has three tickets, each with its own code and the category', async () => {
    const { seats } = await paidOrder(3);
    assert.deepEqual(
      seats.map((s) => s.seat),
      [1, 2, 3],
    );
    assert.equal(new Set(seats.map((s) => s.code)).size, 3);
    for (const seat of seats) assert.match(seat.code, /^TKT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    assert.ok(seats.every((s) => s.category === 'Pelajar'));
  });

  test('the door admits one seat per scan, counts the order and the show, and refuses a second scan', async () => {
    const { showId, seats } = await paidOrder(3);
    const [first, second] = seats;
    assert.ok(first && second);
    const entered = await scan(first.code);
    assert.equal(entered.result, 'valid');
    assert.equal(entered.order.seat, 1);
    assert.equal(entered.order.category, 'Pelajar');
    assert.equal(entered.order.admitted, 1);
    assert.deepEqual([entered.show.present, entered.show.sold], [1, 3]);
    assert.equal(seatMessages.present(entered.show.present, entered.show.sold), '1 / 3 hadir');

    const again = await scan(first.code);
    assert.equal(again.result, 'used');
    assert.equal(again.order.admitted, 1);

    const next = await scan(second.code.toLowerCase());
    assert.equal(next.result, 'valid');
    assert.equal(next.order.admitted, 2);
    const live = (await admin.get(`/api/v1/tiket/${showId}/attendance`)).json().data;
    assert.deepEqual([live.present, live.sold], [2, 3]);
  });

  test('two scans of one ticket racing at two doors: exactly one admits', async () => {
    const { seats } = await paidOrder(1);
    const code = seats[0]?.code ?? '';
    const results = await Promise.all([scan(code), scan(code), scan(code)]);
    assert.equal(results.filter((r) => r.result === 'valid').length, 1);
    assert.equal(results.filter((r) => r.result === 'used').length, 2);
  });

  test('a refunded order’s tickets no longer admit and leave the count', async () => {
    const { showId, seats, buyer } = await paidOrder(2);
    const history = (await buyer.get('/api/v1/tiket/user/history')).json().data as { id: number }[];
    const refunded = await admin.post(`/api/v1/tiket/orders/${history[0]?.id}/refund`);
    assert.equal(refunded.statusCode, 200, refunded.body);
    assert.equal((await scan(seats[1]?.code ?? '')).result, 'unknown');
    const live = (await admin.get(`/api/v1/tiket/${showId}/attendance`)).json().data;
    assert.deepEqual([live.present, live.sold], [0, 0]);
  });
});

describe("a show's check-in list", () => {
  test('pages, searches and filters who is in; the CSV has a line per ticket', async () => {
    const { showId, seats } = await paidOrder(3, 'Budi Santoso');
    await scan(seats[0]?.code ?? '');
    const list = (await admin.get(`/api/v1/tiket/${showId}/attendees`)).json();
    assert.equal(list.meta.total, 3);
    assert.equal(list.data[0].nama_user, 'Budi Santoso');
    const present = (await admin.get(`/api/v1/tiket/${showId}/attendees?present=true`)).json();
    assert.equal(present.meta.total, 1);
    assert.equal(present.data[0].code, seats[0]?.code);
    const byCode = (await admin.get(`/api/v1/tiket/${showId}/attendees?q=${seats[2]?.code}`)).json();
    assert.equal(byCode.meta.total, 1);

    const csv = await admin.get(`/api/v1/tiket/${showId}/attendees.csv`);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(lines.length, 4);
    assert.match(lines[0] ?? '', /Nama.*Kode Tiket.*Hadir/);

    const user = await t.newUser();
    assert.equal((await user.get(`/api/v1/tiket/${showId}/attendees`)).statusCode, 403);
    assert.equal((await admin.get('/api/v1/tiket/987654/attendance')).statusCode, 404);
  });
});

describe('the e-ticket PDF', () => {
  test('its buyer downloads one page per seat carrying every code; nobody else, and not before payment', async () => {
    const { seats, buyer } = await paidOrder(2);
    const [paid] = (await buyer.get('/api/v1/tiket/user/history')).json().data as { id: number }[];
    const res = await buyer.inject({ method: 'GET', url: `/api/v1/tiket/orders/${paid?.id}/tickets.pdf` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(String(res.headers['content-disposition']), /attachment; filename="e-tiket-TIK-/);
    const pdf = res.rawPayload.toString('latin1');
    assert.ok(pdf.startsWith('%PDF-'));
    assert.equal(pdf.match(/\/Type \/Page\b/g)?.length, 2);
    for (const seat of seats) assert.ok(pdf.includes(seat.code), seat.code);

    const stranger = await t.newUser();
    assert.equal((await stranger.get(`/api/v1/tiket/orders/${paid?.id}/tickets.pdf`)).statusCode, 403);
    const pending = await buyer.post('/api/v1/tiket/user/pesan', {
      nama_user: 'Rina',
      no_telp: '081234567890',
      jumlah_tiket: 1,
      id_tiket: (await createShow(t)).id,
    });
    const [open] = (await buyer.get('/api/v1/tiket/user/history')).json().data as { id: number; order_id: string }[];
    assert.equal(open?.order_id, pending.json().data.order_id);
    assert.equal((await buyer.get(`/api/v1/tiket/orders/${open?.id}/tickets.pdf`)).statusCode, 409);
  });
});
