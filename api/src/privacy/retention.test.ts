import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq, inArray } from 'drizzle-orm';
import { authChallenges, knownDevices } from '../accounts/schema.js';
import { ticketOrderLines, ticketOrders, tickets } from '../box-office/schema.js';
import { auditLog } from '../core/audit/schema.js';
import { mailOutbox } from '../core/mail-outbox/schema.js';
import { rateLimits } from '../core/schema.js';
import { housekeep } from '../operations/housekeeping.js';
import { payments } from '../payments/schema.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { createShow, decide, order, TEST_SANDBOX_KEY } from '../test/payments.js';

/** The retention table, enforced by housekeeping and printed by the privacy notice from the settings. */
let t: TestApp;
before(async () => {
  t = await buildTestApp({
    PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY,
    SESSION_DAYS: '14',
    AUDIT_RETENTION_DAYS: '400',
    SMTP_URL: 'smtp://mail.penyedia.test:587',
    MAIL_FROM: 'kabar@teater.test',
    PRIVACY_EMAIL: 'privasi@teater.test',
  });
});
after(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const years = (n: number) => n * 366;

/** Old and fresh mails, login records, audit entries and a rate-limit counter. */
async function recordsOfAllAges() {
  await t.app.db.insert(mailOutbox).values([
    { dedupe_key: 'lama', kind: 'welcome', recipient: 'lama@contoh.id', createdAt: daysAgo(91) },
    { dedupe_key: 'baru', kind: 'welcome', recipient: 'baru@contoh.id', createdAt: daysAgo(89) },
  ]);
  const entry = (action: string, days: number, summary: string) => ({
    resource: 'users',
    action,
    summary,
    createdAt: daysAgo(days),
  });
  await t.app.db
    .insert(auditLog)
    .values([
      entry('login', 181, 'login-lama'),
      entry('login', 179, 'login-baru'),
      entry('update', 181, 'ubah-setengah-tahun'),
      entry('update', 401, 'ubah-lama'),
    ]);
  await t.app.db.insert(rateLimits).values({ key: 'login|1.2.3.4|a@contoh.id', hits: 3, resetsAt: daysAgo(0.01) });
  // a device unused for half a year and one used lately; a login step that expired
  const userId = (await t.newUser('user')).id ?? 0;
  await t.app.db.insert(knownDevices).values([
    { userId, deviceHash: 'lama', lastSeenAt: daysAgo(181) },
    { userId, deviceHash: 'baru', lastSeenAt: daysAgo(179) },
  ]);
  await t.app.db
    .insert(authChallenges)
    .values({ tokenHash: 'basi', purpose: 'login', userId, expiresAt: daysAgo(0.01) });
  return userId;
}

/** Two paid orders of one seat, made eleven and nine years old; their order ids. */
async function oldBooks() {
  const buyer = await t.newUser('user');
  const show = await createShow(t, { jumlah_stok_tiket: 10 });
  const placed: string[] = [];
  for (const age of [years(11), years(9)]) {
    const o = (await order(buyer, show.id, 1)).json().data;
    await decide(buyer, o.token, 'settlement');
    await t.app.db
      .update(ticketOrders)
      .set({ createdAt: daysAgo(age) })
      .where(eq(ticketOrders.order_id, o.order_id));
    await t.app.db
      .update(payments)
      .set({ createdAt: daysAgo(age) })
      .where(eq(payments.order_id, o.order_id));
    placed.push(o.order_id);
  }
  return placed;
}

// (The hourly run may also come by while the test writes: what is checked is what is left.)
test('housekeeping removes what is past its period and keeps what is not', async () => {
  const userId = await recordsOfAllAges();
  const placed = await oldBooks();
  await housekeep(t.app);
  const devices = await t.app.db.select().from(knownDevices).where(eq(knownDevices.userId, userId));
  assert.deepEqual(
    devices.map((d) => d.deviceHash).filter((hash) => hash === 'lama' || hash === 'baru'),
    ['baru'],
  );
  assert.deepEqual(await t.app.db.select().from(authChallenges).where(eq(authChallenges.tokenHash, 'basi')), []);

  const mails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.dedupe_key, ['lama', 'baru']));
  assert.deepEqual(
    mails.map((m) => m.dedupe_key),
    ['baru'],
  );
  const summaries = (await t.app.db.select().from(auditLog)).map((e) => e.summary);
  assert.ok(summaries.includes('login-baru') && summaries.includes('ubah-setengah-tahun'));
  assert.ok(!summaries.includes('login-lama') && !summaries.includes('ubah-lama'));
  assert.deepEqual(await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, 'login|1.2.3.4|a@contoh.id')), []);
  // the books: the order of eleven years ago went with its payment, tickets and seats
  const orders = await t.app.db.select().from(ticketOrders).where(inArray(ticketOrders.order_id, placed));
  assert.deepEqual(
    orders.map((o) => o.order_id),
    [placed[1]],
  );
  const kept = await t.app.db.select().from(payments).where(inArray(payments.order_id, placed));
  assert.deepEqual(
    kept.map((p) => p.order_id),
    [placed[1]],
  );
  const seats = await t.app.db.select({ n: count() }).from(tickets);
  const lines = await t.app.db.select({ n: count() }).from(ticketOrderLines);
  assert.deepEqual([seats[0]?.n, lines[0]?.n], [1, 1]);
});

test('the privacy notice reads the retention table, the recipients and the controller from the settings', async () => {
  const notice = (await (await t.as('anonymous')).get('/api/v1/privacy-notice')).json().data;
  const period = (label: RegExp) => notice.retention.find((r: { label: string }) => label.test(r.label))?.period;
  assert.equal(period(/^Sesi login/), '14 hari');
  assert.equal(period(/^Log audit/), '400 hari');
  assert.equal(period(/^Catatan keuangan/), '10 tahun');
  assert.equal(period(/^Email yang dikirim/), '90 hari');
  assert.equal(period(/^Akun/), 'Selama akun ada');
  assert.equal(period(/^Perangkat yang pernah dipakai/), '180 hari');
  assert.equal(notice.controller.email, 'privasi@teater.test');
  assert.equal(notice.controller.name, 'Teater Satu');
  const recipients = notice.recipients.map((r: { name: string }) => r.name);
  assert.ok(recipients.includes('Penyedia pengiriman email (mail.penyedia.test)'));
  assert.ok(!recipients.some((name: string) => name.startsWith('Midtrans')), 'the sandbox sends nothing out');
  assert.ok(notice.collected.some((c: { label: string }) => c.label === 'Kontak'));
  assert.ok(notice.rights.length >= 5);

  // another setting, another notice, another version
  const other = await buildTestApp({ SESSION_DAYS: '30', MIDTRANS_SERVER_KEY: 'sk', MIDTRANS_CLIENT_KEY: 'ck' });
  try {
    const again = (await (await other.as('anonymous')).get('/api/v1/privacy-notice')).json().data;
    assert.notEqual(again.version, notice.version);
    assert.ok(again.recipients.some((r: { name: string }) => r.name.startsWith('Midtrans')));
  } finally {
    await other.close();
  }
});
