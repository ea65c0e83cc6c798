import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { users } from '../accounts/schema.js';
import { payments } from '../payments/schema.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { createCampaign, give, namedGift } from '../test/donations.js';
import { doorDevice, paidOrder } from '../test/door-fixture.js';

// Names a spreadsheet would run as formulas, planted where every export reads them.
const BUYER_NAME = '=HYPERLINK("http://jahat.id","klik")';
const ACCOUNT_NAME = '+1+cmd|calc';
const STAFF_NAME = '@SUM(1;1)';
const VOUCHER_NOTE = '-2+3';
const DONOR_NAME = '=1+1';
const DONOR_MESSAGE = '@dana';

let t: TestApp;
let admin: Caller;
let buyer: Caller;
let showId: number;

before(async () => {
  t = await buildTestApp();
  admin = await t.as('admin');
  // the staff member's name is what the audit log copies for each of their changes
  await t.app.db
    .update(users)
    .set({ name: STAFF_NAME })
    .where(eq(users.id, admin.id ?? 0));
  const paid = await paidOrder(t, 2, { buyerName: BUYER_NAME });
  buyer = paid.buyer;
  showId = paid.showId;
  await t.app.db
    .update(users)
    .set({ name: ACCOUNT_NAME })
    .where(eq(users.id, buyer.id ?? 0));
  // a payment keeps the account's name at the time it was paid
  await t.app.db
    .update(payments)
    .set({ buyer_name: ACCOUNT_NAME })
    .where(eq(payments.id_user, buyer.id ?? 0));
  const voucher = await admin.post('/api/v1/vouchers', {
    code: 'RUMUS',
    kind: 'percent',
    amount: 10,
    note: VOUCHER_NOTE,
  });
  assert.equal(voucher.statusCode, 201, voucher.body);
  // a gift started by a visitor: the admin's gift list holds it from then on
  const campaign = await createCampaign(t);
  await give(await t.as('anonymous'), { ...namedGift(campaign.id), name: DONOR_NAME, message: DONOR_MESSAGE });
});
after(() => t.close());

/** A cell a spreadsheet would run: `=`, `+`, `-`, `@`, tab or CR first, quoted or not. */
const FORMULA_CELL = /(^|,)"?[=+\-@\t\r]/m;

function assertNeutral(name: string, csv: string, planted: string[]) {
  const body = csv.replace(/^\uFEFF/, '');
  for (const value of planted) {
    const quotedInCsv = value.includes('"') || value.includes(',') ? `"'${value.replaceAll('"', '""')}"` : `'${value}`;
    assert.ok(
      body.includes(quotedInCsv),
      `${name}: ${value} comes out as text (${quotedInCsv})\n${body.slice(0, 600)}`,
    );
  }
  const line = body.split(/\r?\n/).find((row) => FORMULA_CELL.test(row));
  assert.equal(line, undefined, `${name}: a cell that runs as a formula`);
}

test('every CSV an admin downloads neutralises cells that would run as formulas', async () => {
  const downloads: [string, string[]][] = [
    ['/api/v1/users/export.csv', [ACCOUNT_NAME, STAFF_NAME]],
    ['/api/v1/payment/export.csv', [ACCOUNT_NAME]],
    ['/api/v1/tiket/orders/export.csv', [BUYER_NAME]],
    ['/api/v1/admin/audit/export.csv', [STAFF_NAME]],
    [`/api/v1/tiket/${showId}/attendees.csv`, [BUYER_NAME]],
    ['/api/v1/vouchers/export.csv', [VOUCHER_NOTE]],
    ['/api/v1/donations/export.csv', [DONOR_NAME, DONOR_MESSAGE]],
  ];
  for (const [url, planted] of downloads) {
    const res = await admin.get(url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    assertNeutral(url, res.body, planted);
  }
});

test('the attendee list a door pass downloads is neutralised too', async () => {
  const door = await doorDevice(t, admin, 'Pintu Timur', showId);
  const res = await door.caller.get(`/api/v1/tiket/${showId}/attendees.csv`);
  assert.equal(res.statusCode, 200, res.body);
  assertNeutral('door attendees', res.body, [BUYER_NAME]);
});

test('"Data saya": every CSV of the archive is neutralised', async () => {
  const res = await buyer.get('/api/v1/users/me/export.zip');
  assert.equal(res.statusCode, 200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const csvs = Object.keys(files).filter((name) => name.endsWith('.csv'));
  assert.ok(csvs.length > 5);
  for (const name of csvs) assertNeutral(name, strFromU8(files[name] ?? new Uint8Array()), []);
  assertNeutral('profil.csv', strFromU8(files['profil.csv'] ?? new Uint8Array()), [ACCOUNT_NAME]);
  const orders = csvs.map((name) => strFromU8(files[name] ?? new Uint8Array())).join('\n');
  assert.ok(orders.includes(`"'${BUYER_NAME.replaceAll('"', '""')}"`), 'the buyer name is in the archive, as text');
});
