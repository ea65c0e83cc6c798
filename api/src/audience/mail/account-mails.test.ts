import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../accounts/schema.js';
import { deliver, signUp, smtp, t, useMailApp } from '../../test/mail-fixture.js';
import { decide } from '../../test/payments.js';

/** Mails that an account’s events cause, over SMTP: welcome, subscription receipt and reminders. */
useMailApp();

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
