import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { passwordResetMessages } from '@teater/contract';
import { eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { mailOutbox, passwordResets, ticketOrders, tickets, users } from '../db/schema.js';
import { createShow, decide, order, TEST_SANDBOX_KEY } from '../payments/testing.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { startSmtp, type TestSmtp } from '../test/smtp.js';

let smtp: TestSmtp;
let t: TestApp;

before(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Teater Satu <kabar@teater.test>',
    PAYMENT_SANDBOX_KEY: TEST_SANDBOX_KEY,
  });
});
after(async () => {
  await t.close();
  await smtp.stop();
});

/** Signs up through the API and answers a logged-in caller. */
async function signUp(email: string, password = 'rahasia-123') {
  const anonymous = await t.as('anonymous');
  const res = await anonymous.post('/api/v1/users/signup', { name: 'Putu Ayu', email, password });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number };
}
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
const deliver = () => t.app.mail.deliverDue();

describe('mails that events cause, over SMTP', () => {
  test('signing up sends a welcome mail in Indonesian, HTML with a plain-text part and a link back', async () => {
    await signUp('putu@contoh.id');
    await deliver();
    const [mail] = smtp.to('putu@contoh.id');
    assert.ok(mail);
    assert.equal(mail.subject, 'Selamat datang | Teater Satu');
    assert.match(mail.text ?? '', /Akun kamu di Teater Satu sudah aktif/);
    assert.match(String(mail.html), /<a href="http:\/\/localhost:\d+\/login"/);
    assert.equal(mail.from?.value[0]?.address, 'kabar@teater.test');
  });

  test('a paid subscription sends its receipt: Rp 65.000 and the new end date', async () => {
    const buyer = await t.newUser('user', 'sahabat@contoh.id');
    const payment = (await buyer.post('/api/v1/payment', {})).json().data;
    assert.equal((await decide(buyer, payment.token, 'settlement')).statusCode, 200);
    await deliver();
    const [mail] = smtp.to('sahabat@contoh.id');
    assert.equal(mail?.subject, 'Tanda terima langganan | Teater Satu');
    assert.match(mail?.text ?? '', /Jumlah: Rp 65\.000,00/);
    const [account] = await t.app.db.select().from(users).where(eq(users.email, 'sahabat@contoh.id'));
    const until = account?.subscription_time;
    assert.ok(until);
    assert.match(mail?.text ?? '', new RegExp(`Aktif sampai: .*${until.getFullYear()}.* WIB`));
    // the same notification again sends nothing more
    await decide(buyer, payment.token, 'settlement');
    await deliver();
    assert.equal(smtp.to('sahabat@contoh.id').length, 1);
  });

  test('a paid ticket order sends the e-ticket, whose inline QR code reads as the ticket code', async () => {
    const buyer = await t.newUser('user', 'penonton@contoh.id');
    const show = await createShow(t, {
      nama_pertujukan: 'Bila Malam Bertambah Malam',
      tempat_pertujukan: 'Taman Budaya',
    });
    const placed = (await order(buyer, show.id, 2)).json().data;
    await decide(buyer, placed.token, 'settlement');
    await deliver();
    const [mail] = smtp.to('penonton@contoh.id');
    assert.equal(mail?.subject, 'E-tiket: Bila Malam Bertambah Malam | Teater Satu');
    const [paid] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, placed.order_id));
    assert.ok(paid?.ticket_code);
    assert.match(mail?.text ?? '', /Tempat: Taman Budaya/);
    assert.match(mail?.text ?? '', /Jumlah tiket: 2/);
    assert.match(mail?.text ?? '', / WIB/);
    // one QR per seat, inline, each read back by a QR decoder as its ticket's code
    const seats = await t.app.db.select().from(tickets).where(eq(tickets.id_order, paid.id)).orderBy(tickets.seat);
    assert.equal(seats.length, 2);
    assert.equal(seats[0]?.code, paid.ticket_code);
    const attachments = mail?.attachments ?? [];
    for (const seat of seats) {
      const qr = attachments.find((a) => a.cid === `qr-tiket-${seat.seat}`);
      assert.ok(qr, 'the QR code travels inline');
      assert.equal(qr.contentDisposition, 'inline');
      // the picture in the message body is that attachment (mailparser inlines cid: references)
      assert.match(String(mail?.html), new RegExp(`<img src="data:image/png;base64,[^"]+" alt="Kode QR ${seat.code}"`));
      assert.match(mail?.text ?? '', new RegExp(`Tiket ${seat.seat} \\(Reguler\\): ${seat.code}`));
      const png = PNG.sync.read(qr.content);
      const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      assert.equal(read?.data, seat.code);
    }
  });

  test('an unpaid order that expires tells its buyer', async () => {
    const buyer = await t.newUser('user', 'telat@contoh.id');
    const show = await createShow(t, { nama_pertujukan: 'Kapai-Kapai' });
    const placed = (await order(buyer, show.id, 1)).json().data;
    await t.app.db
      .update(ticketOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ticketOrders.order_id, placed.order_id));
    await buyer.get('/api/v1/tiket/user/history'); // the buyer's reads sweep their stale holds
    await deliver();
    const [mail] = smtp.to('telat@contoh.id');
    assert.equal(mail?.subject, 'Pesanan tiket kedaluwarsa | Teater Satu');
    assert.match(mail?.text ?? '', /Kapai-Kapai/);
  });

  test('subscriptions ending in 3 days and ended get one reminder each, however often it runs', async () => {
    await t.app.db.insert(users).values([
      {
        name: 'Hampir',
        email: 'hampir@contoh.id',
        passwordHash: 'x',
        subscription_time: new Date(Date.now() + 2 * 86_400_000),
      },
      {
        name: 'Lewat',
        email: 'lewat@contoh.id',
        passwordHash: 'x',
        subscription_time: new Date(Date.now() - 86_400_000),
      },
      {
        name: 'Masih',
        email: 'masih@contoh.id',
        passwordHash: 'x',
        subscription_time: new Date(Date.now() + 20 * 86_400_000),
      },
    ]);
    await t.app.mail.remind();
    await t.app.mail.remind();
    await deliver();
    assert.deepEqual(
      smtp.to('hampir@contoh.id').map((m) => m.subject),
      ['Langganan kamu segera berakhir | Teater Satu'],
    );
    assert.deepEqual(
      smtp.to('lewat@contoh.id').map((m) => m.subject),
      ['Langganan kamu telah berakhir | Teater Satu'],
    );
    assert.equal(smtp.to('masih@contoh.id').length, 0);
  });
});

describe('delivery', () => {
  test('a mail queued while SMTP is down is delivered once it is back, once', async () => {
    await smtp.stop();
    await signUp('sabar@contoh.id');
    await deliver();
    const [waiting] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'sabar@contoh.id'));
    assert.equal(waiting?.status, 'pending');
    assert.equal(waiting?.attempts, 1);
    assert.ok(waiting?.last_error);
    assert.ok((waiting?.next_attempt_at.getTime() ?? 0) > Date.now(), 'it waits before the next try');

    const back = await startSmtp(smtp.port);
    try {
      // the wait is over
      await t.app.db
        .update(mailOutbox)
        .set({ next_attempt_at: new Date() })
        .where(eq(mailOutbox.id, waiting?.id ?? 0));
      await deliver();
      await deliver();
      assert.equal(back.to('sabar@contoh.id').length, 1);
      const [sent] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, waiting?.id ?? 0));
      assert.equal(sent?.status, 'sent');
    } finally {
      await back.stop();
      smtp = await startSmtp(smtp.port);
    }
  });

  test('admins list the outbox, read a mail and send a failed one again; others may not', async () => {
    const admin = await t.as('admin');
    const list = (await admin.get('/api/v1/admin/mails?status=sent&q=penonton')).json();
    assert.equal(list.meta.total, 1);
    assert.equal(list.data[0].subject, 'E-tiket: Bila Malam Bertambah Malam | Teater Satu');
    const one = (await admin.get(`/api/v1/admin/mails/${list.data[0].id}`)).json().data;
    assert.match(one.html, /cid:qr-tiket/);
    await t.app.db
      .update(mailOutbox)
      .set({ status: 'failed', last_error: 'tolak' })
      .where(eq(mailOutbox.id, list.data[0].id));
    const retried = (await admin.post(`/api/v1/admin/mails/${list.data[0].id}/retry`)).json().data;
    assert.equal(retried.status, 'pending');
    assert.equal((await (await t.as('user')).get('/api/v1/admin/mails')).statusCode, 403);
  });
});

describe('password reset', () => {
  test('the link sets a new password once; the old password and sessions end; the answer never tells', async () => {
    await signUp('lupa@contoh.id', 'password-lama-1');
    const oldSession = (await login('lupa@contoh.id', 'password-lama-1')).json().token as string;
    const anonymous = await t.as('anonymous');
    const known = await anonymous.post('/api/v1/users/forgot-password', { email: 'lupa@contoh.id' });
    const unknown = await anonymous.post('/api/v1/users/forgot-password', { email: 'tidak-ada@contoh.id' });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), unknown.json());
    assert.equal(known.json().message, passwordResetMessages.sent);
    await deliver();
    const mail = smtp.to('lupa@contoh.id').find((m) => m.subject?.startsWith('Atur ulang password'));
    const link = /http:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '');
    assert.ok(link, 'the mail carries the link');
    const token = link[1] ?? '';
    assert.ok(token.length >= 40, 'at least 128 random bits');
    const [stored] = await t.app.db.select().from(passwordResets);
    assert.notEqual(stored?.tokenHash, token, 'only a hash is kept');
    const [outboxRow] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    assert.equal(outboxRow?.data.link, null, 'the sent link is not kept in the outbox');

    const reset = await anonymous.post('/api/v1/users/reset-password', { token, password: 'password-baru-2' });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await login('lupa@contoh.id', 'password-lama-1')).statusCode, 401);
    assert.equal((await login('lupa@contoh.id', 'password-baru-2')).statusCode, 200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${oldSession}` },
    });
    assert.equal(me.statusCode, 401, 'the old session ended');
    const again = await anonymous.post('/api/v1/users/reset-password', { token, password: 'password-lain-3' });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, passwordResetMessages.invalidLink);
  });

  test('an expired link is refused; a fourth request within the hour sends no mail', async () => {
    const anonymous = await t.as('anonymous');
    await signUp('sering@contoh.id');
    for (let i = 0; i < 4; i++) await anonymous.post('/api/v1/users/forgot-password', { email: 'sering@contoh.id' });
    const [account] = await t.app.db.select().from(users).where(eq(users.email, 'sering@contoh.id'));
    const rows = await t.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account?.id ?? 0));
    assert.equal(rows.length, 3);
    await t.app.db.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    await deliver();
    const mail = smtp.to('sering@contoh.id').find((m) => m.subject?.startsWith('Atur ulang password'));
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const res = await anonymous.post('/api/v1/users/reset-password', { token, password: 'password-baru-2' });
    assert.equal(res.statusCode, 400);
  });
});
