import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { whatsappMessages, whatsappSandbox } from '../../audience/schema.js';
import { openTill, saleData, saleOf, sell, sellingDevice, showWithQuota } from '../../test/door-sales.js';
import { deliver, smtp, t, useMailApp } from '../../test/mail-fixture.js';

// The ticket of a door sale reaches the buyer where they asked at the till: a real SMTP server, the WhatsApp sandbox.
useMailApp();

const messageOf = async (orderId: string) =>
  t.app.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.dedupe_key, `ticket-paid:${orderId}`));

test('a door sale’s ticket goes to the phone by WhatsApp and to the e-mail the buyer gave at the till', async () => {
  const admin = await t.as('admin');
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 0);
  const buyer = { name: 'Wayan Sudarta', phone: '081277001234', email: 'wayan.pintu@contoh.id' };
  const sold = saleData(await sell(caller, saleOf(shift, device, categoryId, 2, { buyer })));

  // WhatsApp: to the number given, with no account behind it, once
  assert.equal(await t.app.whatsapp.deliverDue(), 1);
  const [message] = await messageOf(sold.orderId);
  assert.deepEqual([message?.phone, message?.user_id, message?.kind], ['6281277001234', null, 'ticket-paid']);
  const [received] = await t.app.db
    .select()
    .from(whatsappSandbox)
    .where(eq(whatsappSandbox.wamid, message?.wamid ?? ''));
  const request = received?.request as { to: string; template: { components: { parameters: { text: string }[] }[] } };
  assert.equal(request.to, '6281277001234');
  const words = request.template.components[0]?.parameters.map((p) => p.text) ?? [];
  assert.equal(words[0], 'Wayan Sudarta');
  for (const ticket of sold.tickets) assert.ok(words.at(-1)?.includes(ticket.code), words.join(' | '));

  // the mail: the e-ticket with both codes
  await deliver();
  const mails = smtp.to('wayan.pintu@contoh.id').filter((mail) => mail.subject?.startsWith('E-tiket'));
  assert.equal(mails.length, 1);
  for (const ticket of sold.tickets) assert.ok(mails[0]?.text?.includes(ticket.code));
});

test('a door sale with no contact sends nothing, and a phone alone sends WhatsApp only', async () => {
  const admin = await t.as('admin');
  const { showId, categoryId } = await showWithQuota(t, admin, 20, 10);
  const { caller, device } = await sellingDevice(t, admin, showId);
  const shift = await openTill(caller, device, showId, 0);
  const before = smtp.received.length;
  const silent = saleData(await sell(caller, saleOf(shift, device, categoryId, 1)));
  assert.equal((await messageOf(silent.orderId)).length, 0);
  const phoneOnly = { name: 'Kadek', phone: '+6281355500011', email: '' };
  const texted = saleData(await sell(caller, saleOf(shift, device, categoryId, 1, { buyer: phoneOnly })));
  assert.equal((await messageOf(texted.orderId))[0]?.phone, '6281355500011');
  await deliver();
  assert.equal(smtp.received.length, before, 'no mail: no address was given');
});
