import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { endPool } from './core/db/end-pool.js';
import { createScratchDatabase } from './core/db/scratch-database.js';
import { pngImage } from './test/media.js';
import { startS3, type TestS3 } from './test/s3.js';
import { type ServerProcess, startServer } from './test/server-process.js';
import { startSmtp, type TestSmtp } from './test/smtp.js';

/**
 * Two real server processes, each with its own DATA_DIR, on one PostgreSQL database and one S3
 * bucket, as behind a load balancer: what one writes the other serves, periodic jobs and mail act
 * once between them, and a process killed mid-request loses nothing it acknowledged.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);
const skip = !onPostgres && 'PostgreSQL only (TEST_DB=postgres)';
const ADMIN = { email: 'admin@dua.test', password: 'admin-dua-proses-1' };
const BUCKET = 'teater-bersama';
const BUYERS = 6;

let s3: TestS3;
let smtp: TestSmtp;
let scratch: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
const dirs: string[] = [];
let first: ServerProcess;
let second: ServerProcess;
let adminToken: string;

async function call(server: ServerProcess, method: string, url: string, body?: unknown, token?: string) {
  const init: RequestInit = { method, headers: token ? { authorization: `Bearer ${token}` } : {} };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  const res = await fetch(`${server.url}${url}`, init);
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) as Record<string, unknown> & { data?: never }, text };
}

const rows = async <T>(query: string, values: unknown[] = []) => (await pool.query(query, values)).rows as T[];

async function newsForm(seed: number) {
  const form = new FormData();
  form.set('title', `Kabar dari proses ${seed}`);
  form.set('summary', 'Ringkasan');
  form.set('description', 'Isi berita');
  const image = await pngImage(seed);
  form.set('photo_url', image.blob, image.filename);
  return form;
}

before(async () => {
  if (!onPostgres || !serverUrl) return;
  [s3, smtp, scratch] = await Promise.all([
    startS3([BUCKET]),
    startSmtp(),
    createScratchDatabase(serverUrl, 'dua_proses'),
  ]);
  pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const shared = {
    DATABASE_URL: scratch.url,
    ...s3.env(BUCKET),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Teater Satu <kabar@teater.test>',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PAYMENT_SANDBOX_KEY: 'kunci-sandbox-bersama-0123456789',
    HOLD_SWEEP_SECONDS: '1',
  };
  const own = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-proses-'));
    dirs.push(dir);
    return { DATA_DIR: dir, WEB_DIST: path.join(dir, 'no-web') };
  };
  // started together: migrations and the first admin are made once (core/db/startup-lock.ts)
  [first, second] = await Promise.all([startServer({ ...shared, ...own() }), startServer({ ...shared, ...own() })]);
  const login = await call(first, 'POST', '/api/v1/users/login', ADMIN);
  assert.equal(login.status, 200, login.text);
  adminToken = String(login.json().token);
});

after(async () => {
  await Promise.all([first?.kill('SIGKILL'), second?.kill('SIGKILL')]);
  if (pool) await endPool(pool);
  await scratch?.drop();
  await Promise.all([s3?.stop(), smtp?.stop()]);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A show of 100 seats, created through the first process. */
async function createShow() {
  const show = await call(
    first,
    'POST',
    '/api/v1/tiket',
    {
      nama_pertujukan: 'Malam Jahanam',
      harga_tiket: 75000,
      tanggal_pertujukan: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      tempat_pertujukan: 'Taman Budaya Lampung',
      tanggal_mulai_penjualan: new Date(Date.now() - 3_600_000).toISOString(),
      tanggal_selesai_penjualan: new Date(Date.now() + 13 * 86_400_000).toISOString(),
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 75000,
      jumlah_stok_tiket: 100,
    },
    adminToken,
  );
  assert.equal(show.status, 201, show.text);
  return (show.json().data as unknown as { id: number }).id;
}

/** BUYERS sign up on one process and hold two seats each on the other; answers their e-mails. */
async function holdSeats(showId: number) {
  const emails: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const server = i % 2 ? second : first;
    const email = `penonton${i}@contoh.id`;
    emails.push(email);
    const signup = await call(server, 'POST', '/api/v1/users/signup', {
      name: `Penonton ${i}`,
      email,
      password: 'rahasia-123',
      accept_terms: true,
    });
    assert.equal(signup.status, 201, signup.text);
    const login = await call(server, 'POST', '/api/v1/users/login', { email, password: 'rahasia-123' });
    const { token, data } = login.json() as unknown as { token: string; data: { user: { id: number } } };
    const ordered = await call(
      i % 2 ? first : second,
      'POST',
      '/api/v1/tiket/user/pesan',
      {
        nama_user: `Penonton ${i}`,
        no_telp: '0812-3456-7890',
        jumlah_tiket: 2,
        id_tiket: showId,
        id_user: data.user.id,
      },
      token,
    );
    assert.equal(ordered.status, 201, ordered.text);
  }
  return emails;
}

// Two server processes on one database and one bucket (PostgreSQL and an S3 stand-in only).
test('a news item created through one is served by the other, picture included', { skip }, async () => {
  const created = await call(first, 'POST', '/api/v1/beritas', await newsForm(1), adminToken);
  assert.equal(created.status, 201, created.text);
  const news = created.json().data as unknown as { id: number; photo_url: string };
  const there = await call(second, 'GET', `/api/v1/beritas/${news.id}`);
  assert.equal(there.status, 200);
  assert.equal((there.json().data as unknown as { photo_url: string }).photo_url, news.photo_url);
  const [here, served] = await Promise.all([
    fetch(`${first.url}${news.photo_url}`),
    fetch(`${second.url}${news.photo_url}`),
  ]);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/webp');
  assert.match(String(served.headers.get('cache-control')), /immutable/);
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), Buffer.from(await here.arrayBuffer()));
  // neither process kept it on its own disk
  for (const dir of dirs) assert.equal(fs.existsSync(path.join(dir, 'media', 'public', 'i')), false);
});

test('expired holds give their seats back once, and every mail is sent exactly once', { skip }, async () => {
  const showId = await createShow();
  const emails = await holdSeats(showId);
  const stock = async () =>
    (await rows<{ n: number }>('SELECT seats - taken AS n FROM ticket_categories WHERE id_tiket = $1', [showId]))[0]?.n;
  assert.equal(await stock(), 100 - 2 * BUYERS);

  // the holds run out; both processes sweep every second, one of them does it each time
  await pool.query(`UPDATE ticket_orders SET expires_at = now() - interval '1 second' WHERE status = 'pending'`);
  for (let i = 0; i < 80; i++) {
    const [pending] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ticket_orders WHERE holds_stock`);
    if (pending?.n === 0) break;
    await sleep(100);
  }
  assert.equal(await stock(), 100, 'every seat back, none twice');
  const expired = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ticket_orders WHERE status = 'expired'`);
  assert.equal(expired[0]?.n, BUYERS);

  // a welcome and an expiry notice per buyer, delivered by whichever process claims them
  await smtp.waitFor(2 * BUYERS, 30_000);
  await sleep(6000); // more than one delivery round of both processes: a second copy would have come
  assert.equal(smtp.received.length, 2 * BUYERS);
  for (const email of emails) {
    const subjects = smtp.to(email).map((mail) => mail.subject ?? '');
    assert.equal(subjects.length, 2, `${email}: ${subjects.join(' | ')}`);
  }
  const runs = await rows<{ runs: number }>(`SELECT runs FROM job_runs WHERE name = 'ticket-hold-expiry'`);
  assert.ok((runs[0]?.runs ?? 0) >= 1);
});

test('a process killed in the middle of uploads loses nothing it acknowledged', { skip }, async () => {
  const acknowledged: { id: number; photo_url: string }[] = [];
  let cut = false;
  let lost = 0;
  const uploads = Array.from({ length: 16 }, async (_, i) => {
    await sleep(i * 40);
    try {
      const res = await call(first, 'POST', '/api/v1/beritas', await newsForm(100 + i), adminToken);
      if (res.status === 201) acknowledged.push(res.json().data as unknown as { id: number; photo_url: string });
      // the crash, while later uploads are still streaming in
      if (acknowledged.length === 3 && !cut) {
        cut = true;
        assert.equal(await first.kill('SIGKILL'), null);
      }
    } catch {
      // cut off by the crash: never acknowledged
      lost++;
    }
  });
  await Promise.all(uploads);
  assert.ok(cut, 'the process was killed mid-way');
  assert.ok(lost > 0, 'some uploads were cut off');
  assert.ok(acknowledged.length >= 3);
  for (const news of acknowledged) {
    const read = await call(second, 'GET', `/api/v1/beritas/${news.id}`);
    assert.equal(read.status, 200, `news ${news.id} survives`);
    const picture = await fetch(`${second.url}${news.photo_url}`);
    assert.equal(picture.status, 200, `${news.photo_url} survives`);
  }
  // and no record points at a picture the crash left half-written
  const stored = await rows<{ photo_url: string }>('SELECT photo_url FROM beritas');
  for (const { photo_url } of stored) {
    assert.equal((await fetch(`${second.url}${photo_url}`)).status, 200, photo_url);
  }
});
