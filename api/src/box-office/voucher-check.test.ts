import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { voucherMessages as m, type VoucherTerms, validationMessages, voucherDiscount } from '@teater/contract';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { doorDevice } from '../test/door-fixture.js';
import { createShow, TEST_SANDBOX_KEY } from '../test/payments.js';

/**
 * POST /tiket/user/voucher: the order form shows a voucher's discount before paying (issue 48,
 * "the voucher discount shown only at checkout"), by the rules and the sum the order then meets.
 */
let t: TestApp;
let admin: Caller;
before(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY });
  admin = await t.as('admin');
});
after(() => t.close());

const PRICES = { Reguler: 45_000, VIP: 125_000 };
const twoCategories = () =>
  createShow(t, {
    categories: [
      { name: 'Reguler', price: PRICES.Reguler, seats: 100 },
      { name: 'VIP', price: PRICES.VIP, seats: 20 },
    ],
  });

async function voucher(body: Record<string, unknown>) {
  const res = await admin.post('/api/v1/vouchers', body);
  assert.equal(res.statusCode, 201, res.body);
}

const check = (buyer: Caller, body: Record<string, unknown>) => buyer.post('/api/v1/tiket/user/voucher', body);

test("a checked voucher's discount, computed as the form shows it, is the discount the order then takes", async () => {
  const show = await twoCategories();
  const [reguler, vip] = show.categories.map((c) => c.id) as [number, number];
  const priceOf = (id: number) => (id === reguler ? PRICES.Reguler : PRICES.VIP);
  await voucher({ code: 'VIP-15', kind: 'percent', amount: 15, show_ids: [show.id], category_ids: [vip] });
  await voucher({ code: 'POTONG-1JT', kind: 'fixed', amount: 1_000_000, show_ids: [show.id] });
  for (const code of ['vip-15', 'POTONG-1JT']) {
    const buyer = await t.newUser();
    const lines = [
      { id: reguler, count: 3 },
      { id: vip, count: 1 },
    ];
    const checked = await check(buyer, { id_tiket: show.id, categories: lines, voucher: code });
    assert.equal(checked.statusCode, 200, checked.body);
    const terms = checked.json().data as VoucherTerms;
    assert.equal(terms.code, code.toUpperCase());
    const shown = voucherDiscount(terms, lines, priceOf);
    const placed = await buyer.post('/api/v1/tiket/user/pesan', {
      nama_user: 'Siti Aminah',
      no_telp: '0812-3456-7890',
      id_tiket: show.id,
      categories: lines,
      voucher: code,
    });
    assert.equal(placed.statusCode, 201, placed.body);
    assert.equal(placed.json().data.discount, shown, code);
  }
  // 15% of the one VIP seat only; the fixed sum never more than the seats cost
  assert.equal(
    voucherDiscount({ kind: 'percent', amount: 15, categories: [vip] }, [{ id: vip, count: 1 }], priceOf),
    18_750,
  );
});

test('a check refuses as the order would, under the field, and uses nothing', async () => {
  const show = await twoCategories();
  const other = await twoCategories();
  const [reguler, vip] = show.categories.map((c) => c.id) as [number, number];
  await voucher({ code: 'SEKALI', kind: 'percent', amount: 10, max_uses_per_account: 1, show_ids: [show.id] });
  await voucher({ code: 'KHUSUS-VIP', kind: 'percent', amount: 10, show_ids: [show.id], category_ids: [vip] });
  const buyer = await t.newUser();
  const refusal = async (body: Record<string, unknown>, status: number, message: string) => {
    const res = await check(buyer, { id_tiket: show.id, categories: [{ id: reguler, count: 1 }], ...body });
    assert.equal(res.statusCode, status, res.body);
    assert.equal(res.json().errors?.voucher, message, res.body);
  };
  await refusal({ voucher: 'TIDAK-ADA' }, 400, m.notFound);
  await refusal({ voucher: 'SEKALI', id_tiket: other.id }, 400, m.otherShow);
  await refusal({ voucher: 'KHUSUS-VIP' }, 400, m.otherCategory);
  await refusal({ voucher: '' }, 400, validationMessages.required);
  await refusal({ voucher: 'A\u0000B' }, 400, validationMessages.badCharacters);
  // checking twice uses nothing: the one use per account is still there to order with
  for (const _ of [1, 2]) assert.equal((await check(buyer, { id_tiket: show.id, voucher: 'SEKALI' })).statusCode, 200);
  const placed = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti',
    no_telp: '081234567890',
    id_tiket: show.id,
    categories: [{ id: reguler, count: 1 }],
    voucher: 'SEKALI',
  });
  assert.equal(placed.statusCode, 201, placed.body);
  await refusal({ voucher: 'SEKALI' }, 409, m.usedUpForAccount(1));
});

test('only a signed-in account checks codes: no session 401, a door pass 403', async () => {
  const show = await twoCategories();
  const body = { id_tiket: show.id, voucher: 'APA-SAJA' };
  const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/tiket/user/voucher', payload: body });
  assert.equal(anonymous.statusCode, 401, anonymous.body);
  const { caller: door } = await doorDevice(t, admin, 'Pintu Voucher', show.id);
  assert.equal((await check(door, body)).statusCode, 403);
});
