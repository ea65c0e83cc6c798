import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { deliver, paidTicketOrder, restartSmtp, signUp, smtp, t, useMailApp } from '../../test/mail-fixture.js';
import { startSmtp } from '../../test/smtp.js';

/** Delivery through the outbox, and the outbox as admins see it. */
useMailApp();

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
      await restartSmtp();
    }
  });

  test('admins list the outbox, read a mail and send a failed one again; others may not', async () => {
    await paidTicketOrder('penonton@contoh.id', 1);
    const admin = await t.as('admin');
    const list = (await admin.get('/api/v1/admin/mails?status=sent&q=penonton')).json();
    assert.equal(list.meta.total, 1);
    assert.equal(list.data[0].subject, 'E-tiket: Bila Malam Bertambah Malam | Teater Satu');
    const one = (await admin.get(`/api/v1/admin/mails/${list.data[0].id}`)).json().data;
    // its QR code shows in the preview: inline, since a browser cannot resolve the mail's cid:
    assert.match(one.html, /<img src="data:image\/png;base64,[^"]+" alt="Kode QR /);
    assert.doesNotMatch(one.html, /cid:/);
    await t.app.db
      .update(mailOutbox)
      .set({ status: 'failed', last_error: 'tolak' })
      .where(eq(mailOutbox.id, list.data[0].id));
    const retried = (await admin.post(`/api/v1/admin/mails/${list.data[0].id}/retry`)).json().data;
    assert.equal(retried.status, 'pending');
    assert.equal((await (await t.as('user')).get('/api/v1/admin/mails')).statusCode, 403);
  });
});
