import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../core/config.js';
import { type Database, openDatabase } from '../../core/db/client.js';
import { createScratchDatabase } from '../../core/db/scratch-database.js';
import { startSmtp, type TestSmtp } from '../../test/smtp.js';

/**
 * Two server processes' worth of apps on one PostgreSQL database, each with its own data folder,
 * delivering the same outbox at the same time: every mail arrives exactly once.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);
const MAILS = 60;
let smtp: TestSmtp;
let scratch: { url: string; drop(): Promise<void> };
const apps: { app: FastifyInstance; database: Database; dir: string }[] = [];

before(async () => {
  if (!onPostgres || !serverUrl) return;
  smtp = await startSmtp();
  scratch = await createScratchDatabase(serverUrl, 'mail');
  for (let i = 0; i < 2; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-mail-'));
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: scratch.url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Teater Satu <kabar@teater.test>',
    });
    const database = await openDatabase({ url: scratch.url, dir: '' });
    const app = await buildApp({ config, database, logger: false });
    apps.push({ app, database, dir });
  }
});
after(async () => {
  for (const { app, database, dir } of apps) {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await scratch?.drop();
  await smtp?.stop();
});

test('two processes deliver one outbox: every mail exactly once', {
  skip: !onPostgres && 'PostgreSQL only (TEST_DB=postgres)',
}, async () => {
  const [first, second] = apps;
  assert.ok(first && second);
  await first.app.db.execute(sql`
    INSERT INTO mail_outbox (dedupe_key, kind, recipient, data)
    SELECT 'welcome:uji-' || i, 'welcome', 'tamu' || i || '@contoh.id', jsonb_build_object('name', 'Tamu ' || i)
    FROM generate_series(1, ${MAILS}) AS i`);
  const [a, b] = await Promise.all([first.app.mail.deliverDue(), second.app.mail.deliverDue()]);
  await smtp.waitFor(MAILS);
  assert.equal((a ?? 0) + (b ?? 0), MAILS);
  const recipients = smtp.received.flatMap((m) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).map((to) => to.text),
  );
  assert.equal(recipients.length, MAILS);
  assert.equal(new Set(recipients).size, MAILS);
  const [left] = (
    (await first.app.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  assert.equal(left?.n, 0);
});
