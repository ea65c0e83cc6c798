import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asc, like, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { deliver, smtp, t, useMailApp } from '../../test/mail-fixture.js';

/**
 * SMTP can promise at least once: a process killed after its server accepted a mail and before the
 * outbox recorded it sends the mail again when its claim runs out. What the outbox promises is that
 * the copy is the same mail (one Message-ID per row) and that only the mails in flight go again.
 */
useMailApp();

/** Welcome mails put straight into the outbox, as a sign-up does: `tamu-{prefix}-{i}@contoh.id`. */
async function queueWelcomes(prefix: string, count: number) {
  await t.app.db.execute(sql`
    INSERT INTO mail_outbox (dedupe_key, kind, recipient, data)
    SELECT ${`welcome:${prefix}-`} || i, 'welcome', ${`tamu-${prefix}-`} || i || '@contoh.id',
      jsonb_build_object('name', 'Tamu ' || i)
    FROM generate_series(1, ${count}) AS i`);
}

const rowsOf = (prefix: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupe_key, `welcome:${prefix}-%`))
    .orderBy(asc(mailOutbox.id));

/**
 * The crash between acceptance and record, played by the database: recording the end of the
 * sending of this row (sent, or failed) is refused, as if the process had died before it.
 */
async function refuseRecordOf(dedupeKey: string) {
  await t.app.db.execute(sql`
    CREATE OR REPLACE FUNCTION uji_mati() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'proses mati'; END $$`);
  await t.app.db.execute(sql`
    CREATE TRIGGER uji_mati BEFORE UPDATE ON mail_outbox FOR EACH ROW
    WHEN (OLD.dedupe_key = ${sql.raw(`'${dedupeKey}'`)} AND NEW.status <> 'sending') EXECUTE FUNCTION uji_mati()`);
}

/** The process starts again and the claim of what it had taken has run out (two minutes later). */
async function restartAfterClaimRunsOut() {
  await t.app.db.execute(sql`DROP TRIGGER IF EXISTS uji_mati ON mail_outbox`);
  await t.app.db.execute(
    sql`UPDATE mail_outbox SET claimed_until = now() - interval '1 second' WHERE status = 'sending'`,
  );
}

const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

describe('mail at least once', () => {
  test('a mail whose acceptance was never recorded goes again with the same Message-ID, then is sent', async () => {
    await queueWelcomes('ulang', 1);
    await refuseRecordOf('welcome:ulang-1');
    const before = smtp.received.length;

    await deliver();
    assert.equal(smtp.to('tamu-ulang-1@contoh.id').length, 1, 'its server accepted it');
    const [unrecorded] = await rowsOf('ulang');
    assert.equal(unrecorded?.status, 'sending', 'the crash kept its record from being written');

    await restartAfterClaimRunsOut();
    await deliver();
    const copies = smtp.to('tamu-ulang-1@contoh.id');
    assert.equal(copies.length, 2, 'sent again: SMTP is at least once');
    assert.equal(smtp.received.length - before, 2);
    assert.equal(copies[0]?.messageId, `<${unrecorded?.message_id}@teater.test>`);
    assert.equal(copies[1]?.messageId, copies[0]?.messageId, 'the copy is the same mail to its receiver');
    const [sent] = await rowsOf('ulang');
    assert.equal(sent?.status, 'sent');
    assert.equal(sent?.attempts, 2);

    await deliver();
    assert.equal(smtp.to('tamu-ulang-1@contoh.id').length, 2, 'once recorded, never again');
  });

  test('each mail is recorded as its server accepts it: a crash at the third of five resends only the third', async () => {
    await queueWelcomes('lima', 5);
    const rows = await rowsOf('lima');
    // while the third waits for its server's answer, the first two are already recorded as sent
    let recordedBeforeThird: string[] = [];
    smtp.beforeAccept = async (mail) => {
      if (recipientOf(mail) !== 'tamu-lima-3@contoh.id') return;
      const deadline = Date.now() + 5000;
      do {
        const statuses = (await rowsOf('lima')).map((row) => row.status);
        recordedBeforeThird = statuses;
        if (statuses[0] === 'sent' && statuses[1] === 'sent') return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      } while (Date.now() < deadline);
    };
    await refuseRecordOf('welcome:lima-3');
    try {
      assert.equal(await deliver(), 5, 'all five were accepted');
    } finally {
      smtp.beforeAccept = undefined;
    }
    assert.deepEqual(recordedBeforeThird.slice(0, 2), ['sent', 'sent']);
    assert.deepEqual(
      (await rowsOf('lima')).map((row) => row.status),
      ['sent', 'sent', 'sending', 'sent', 'sent'],
    );

    await restartAfterClaimRunsOut();
    await deliver();
    for (const [i, row] of rows.entries()) {
      const copies = smtp.to(row.recipient);
      assert.equal(copies.length, i === 2 ? 2 : 1, row.recipient);
      // one Message-ID per row for all its attempts, never one row's on another's mail
      assert.ok(
        copies.every((copy) => copy.messageId === `<${row.message_id}@teater.test>`),
        row.recipient,
      );
    }
    assert.equal(new Set(rows.map((row) => row.message_id)).size, 5);
    assert.ok((await rowsOf('lima')).every((row) => row.status === 'sent'));
  });
});
