import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { ticketOrders, tickets } from '../../box-office/schema.js';
import { ticketSignerOf, verifyPayload } from '../../core/keys/ticket-signing.js';
import { deliver, paidTicketOrder, smtp, t, useMailApp } from '../../test/mail-fixture.js';
import { createShow, order } from '../../test/payments.js';

/** Mails that a ticket order’s events cause, over SMTP: the e-ticket and an expired hold. */
useMailApp();

test('a paid ticket order sends the e-ticket, whose inline QR code reads as the ticket code, signed', async () => {
  const placed = await paidTicketOrder('penonton@contoh.id', 2);
  const [mail] = smtp.to('penonton@contoh.id');
  assert.equal(mail?.subject, 'E-tiket: Bila Malam Bertambah Malam | Teater Satu');
  const [paid] = await t.app.db.select().from(ticketOrders).where(eq(ticketOrders.order_id, placed.order_id));
  assert.ok(paid?.ticket_code);
  assert.match(mail?.text ?? '', /Tempat: Taman Budaya/);
  assert.match(mail?.text ?? '', /Jumlah tiket: 2/);
  assert.match(mail?.text ?? '', / WIB/);
  // one QR per seat, inline, each read back by a QR decoder as its ticket's code and show, signed
  const { publicKey } = await ticketSignerOf(t.app.db);
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
    const claim = verifyPayload(publicKey, read?.data ?? '');
    assert.equal(claim?.code, seat.code);
    assert.deepEqual([claim?.showId, claim?.seat, claim?.of], [paid.id_tiket, seat.seat, 2]);
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
