import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDateTime, voucherMessages as m } from '@teater/contract';
import { eq } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { payments } from '../payments/schema.js';
import type { Caller } from '../test/app.js';
import { admin, t, useBoxOffice } from '../test/box-office-fixture.js';
import { createShow, decide, hoursFromNow } from '../test/payments.js';
import { ticketOrders } from './schema.js';

useBoxOffice();

const twoCategories = () =>
  createShow(t, {
    categories: [
      { name: 'Reguler', price: 50_000, seats: 100 },
      { name: 'VIP', price: 150_000, seats: 20 },
    ],
  });

async function voucher(body: Record<string, unknown>) {
  const res = await admin.post('/api/v1/vouchers', { kind: 'percent', amount: 10, ...body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; code: string; used: number; valid_from: string | null };
}

const withVoucher = (buyer: Caller, showId: number, lines: [number, number][], code: string) =>
  buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti Aminah',
    no_telp: '0812-3456-7890',
    id_tiket: showId,
    categories: lines.map(([id, count]) => ({ id, count })),
    voucher: code,
  });

const orderRow = async (orderId: string) =>
  (await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, orderId)))[0];

test('a voucher is applied on the server: the order, its payment and the history show it', async () => {
  const show = await twoCategories();
  const [reguler, vip] = show.categories.map((c) => c.id) as [number, number];
  await voucher({ code: 'sekolah-10', show_ids: [show.id] });
  const buyer = await t.newUser();
  const res = await withVoucher(
    buyer,
    show.id,
    [
      [reguler, 2],
      [vip, 1],
    ],
    ' Sekolah-10 ',
  );
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().data.total_harga, 225_000);
  assert.equal(res.json().data.discount, 25_000);
  const order = await orderRow(res.json().data.order_id);
  assert.equal(order?.voucher_code, 'SEKOLAH-10');
  const [payment] = await t.app.db
    .select()
    .from(payments)
    .where(eq(payments.order_id, order?.order_id ?? ''));
  assert.equal(payment?.gross_amount, 225_000);
  const history = (await buyer.get('/api/v1/tiket/user/history')).json().data;
  assert.deepEqual(history[0].voucher, { code: 'SEKOLAH-10', discount: 25_000 });
  // a fixed voucher for the VIP seats only takes its amount off those
  await voucher({ code: 'VIPHEMAT', kind: 'fixed', amount: 200_000, category_ids: [vip] });
  const fixed = await withVoucher(
    buyer,
    show.id,
    [
      [reguler, 1],
      [vip, 1],
    ],
    'viphemat',
  );
  assert.equal(fixed.json().data.total_harga, 50_000);
});

test('refused with an Indonesian message: unknown, outside its window, another show or category, used up', async () => {
  const show = await twoCategories();
  const other = await twoCategories();
  const [reguler, vip] = show.categories.map((c) => c.id) as [number, number];
  const notYet = await voucher({ code: 'BELUM', valid_from: hoursFromNow(24) });
  await voucher({ code: 'LEWAT', valid_until: hoursFromNow(-1) });
  await voucher({ code: 'LAIN', show_ids: [other.id] });
  await voucher({ code: 'KHUSUSVIP', category_ids: [vip] });
  await voucher({ code: 'SEKALI', max_uses: 1 });
  await voucher({ code: 'PERAKUN', max_uses_per_account: 1 });
  const buyer = await t.newUser();
  const refused = async (code: string, lines: [number, number][], status: number, message: string) => {
    const res = await withVoucher(buyer, show.id, lines, code);
    assert.equal(res.statusCode, status, `${code}: ${res.body}`);
    assert.equal(res.json().message, message);
    assert.equal(res.json().errors.voucher, message);
  };
  await refused('TIDAKADA', [[reguler, 1]], 400, m.notFound);
  await refused('BELUM', [[reguler, 1]], 400, m.notYet(formatDateTime(String(notYet.valid_from))));
  await refused('LEWAT', [[reguler, 1]], 400, m.ended);
  await refused('LAIN', [[reguler, 1]], 400, m.otherShow);
  await refused('KHUSUSVIP', [[reguler, 1]], 400, m.otherCategory);
  assert.equal((await withVoucher(buyer, show.id, [[reguler, 1]], 'SEKALI')).statusCode, 201);
  await refused('SEKALI', [[reguler, 1]], 409, m.usedUp);
  assert.equal((await withVoucher(buyer, show.id, [[reguler, 1]], 'PERAKUN')).statusCode, 201);
  await refused('PERAKUN', [[reguler, 1]], 409, m.usedUpForAccount(1));
  assert.equal((await withVoucher(await t.newUser(), show.id, [[reguler, 1]], 'PERAKUN')).statusCode, 201);
  // nothing was taken by a refused order
  const mine = await t.app.db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.id_user, buyer.id ?? 0));
  assert.equal(mine.length, 2);
});

test('a refund returns the voucher’s use; so do a cancellation and an expiry', async () => {
  const show = await twoCategories();
  const reguler = show.categories[0]?.id ?? 0;
  const once = await voucher({ code: 'SATUKALI', max_uses: 1 });
  const buyer = await t.newUser();
  const first = await withVoucher(buyer, show.id, [[reguler, 1]], 'SATUKALI');
  assert.equal((await decide(buyer, first.json().data.token, 'settlement')).statusCode, 200);
  const other = await t.newUser();
  assert.equal((await withVoucher(other, show.id, [[reguler, 1]], 'SATUKALI')).statusCode, 409);
  const paid = await orderRow(first.json().data.order_id);
  assert.equal((await admin.post(`/api/v1/tiket/orders/${paid?.id}/refund`)).statusCode, 200);
  assert.equal((await admin.get(`/api/v1/vouchers/${once.id}`)).json().data.used, 0);
  const second = await withVoucher(other, show.id, [[reguler, 1]], 'SATUKALI');
  assert.equal(second.statusCode, 201, second.body);
  const pending = await orderRow(second.json().data.order_id);
  assert.equal((await other.post(`/api/v1/tiket/orders/${pending?.id}/cancel`)).statusCode, 200);
  assert.equal((await withVoucher(buyer, show.id, [[reguler, 1]], 'SATUKALI')).statusCode, 201);
});

test('buyers racing for a voucher’s last uses: exactly its limit get it', async () => {
  const show = await twoCategories();
  const reguler = show.categories[0]?.id ?? 0;
  await voucher({ code: 'LIMAORANG', max_uses: 5 });
  const buyers = await Promise.all(Array.from({ length: 16 }, () => t.newUser()));
  const answers = await Promise.all(buyers.map((b) => withVoucher(b, show.id, [[reguler, 1]], 'LIMAORANG')));
  assert.equal(answers.filter((a) => a.statusCode === 201).length, 5);
  assert.ok(answers.filter((a) => a.statusCode !== 201).every((a) => a.json().message === m.usedUp));
});

test('a voucher that takes it all: the order is paid at once and its e-ticket mailed', async () => {
  const show = await twoCategories();
  const vip = show.categories[1]?.id ?? 0;
  await voucher({ code: 'GRATISVIP', amount: 100 });
  const buyer = await t.newUser();
  const res = await withVoucher(buyer, show.id, [[vip, 2]], 'GRATISVIP');
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(res.json().data.free, true);
  assert.equal(
    res.json().message,
    'Pesanan lunas tanpa pembayaran (potongan voucher): e-tiket sudah dikirim ke email Anda',
  );
  const order = await orderRow(res.json().data.order_id);
  assert.equal(order?.status, 'paid');
  assert.equal(order?.total_harga, 0);
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupe_key, `ticket-paid:${order?.order_id}`));
  assert.equal((mail?.data as { voucher?: string } | undefined)?.voucher, 'GRATISVIP');
  assert.equal((await admin.post(`/api/v1/tiket/orders/${order?.id}/refund`)).statusCode, 200);
  assert.equal((await orderRow(order?.order_id ?? ''))?.status, 'refunded');
});

test('admins: rules across fields, unique codes, 50 codes at once, CSV export; a used voucher is kept', async () => {
  const show = await twoCategories();
  const tooMuch = await admin.post('/api/v1/vouchers', { code: 'TERLALU', kind: 'percent', amount: 120 });
  assert.equal(tooMuch.json().errors.amount, m.percentTooHigh);
  await voucher({ code: 'KEMBAR' });
  const twin = await admin.post('/api/v1/vouchers', { code: 'kembar', kind: 'fixed', amount: 5000 });
  assert.equal(twin.statusCode, 409);
  assert.equal(twin.json().message, m.duplicate);
  const badShow = await admin.post('/api/v1/vouchers', {
    code: 'ENTAH',
    kind: 'fixed',
    amount: 5000,
    show_ids: [987_654],
  });
  assert.equal(badShow.json().message, m.unknownShow);
  assert.equal((await (await t.newUser()).post('/api/v1/vouchers/batch', { count: 2 })).statusCode, 403);
  const batch = await admin.post('/api/v1/vouchers/batch', {
    count: 50,
    prefix: 'sman2',
    kind: 'percent',
    amount: 20,
    max_uses: 1,
    show_ids: [show.id],
    note: 'SMA Negeri 2 Bandar Lampung',
  });
  assert.equal(batch.statusCode, 201, batch.body);
  const codes = batch.json().data.codes as string[];
  assert.equal(new Set(codes).size, 50);
  const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.resource, 'vouchers'));
  assert.ok(codes.every((code) => audited.some((e) => (e.after as { code?: string } | null)?.code === code)));
  assert.ok(codes.every((code) => /^SMAN2-[A-Z2-9]{6}$/.test(code)));
  const csv = await admin.get('/api/v1/vouchers/export.csv?q=SMAN2');
  assert.equal(csv.statusCode, 200);
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  assert.equal(lines.length, 51);
  assert.ok(codes.every((code) => csv.body.includes(code)));
  // one code used: it cannot be deleted (its order names it), an unused one can
  const buyer = await t.newUser();
  const used = await withVoucher(buyer, show.id, [[show.categories[0]?.id ?? 0, 1]], codes[0] ?? '');
  assert.equal(used.statusCode, 201, used.body);
  const list = (await admin.get('/api/v1/vouchers?q=SMAN2&limit=100')).json().data as { id: number; code: string }[];
  const byCode = new Map(list.map((v) => [v.code, v.id]));
  assert.equal((await admin.delete(`/api/v1/vouchers/${byCode.get(codes[0] ?? '')}`)).statusCode, 409);
  assert.equal((await admin.delete(`/api/v1/vouchers/${byCode.get(codes[1] ?? '')}`)).statusCode, 200);
});
