import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FieldDef } from '@teater/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { z } from 'zod';
import { waitlistEntries } from '../box-office/schema.js';
import { servedSite } from '../site.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { seatedShow } from '../test/seating.js';
import { reportForm } from '../test/settlements.js';
import { answerSerializerCompiler } from './answer-serializer.js';
import { mailOutbox } from './mail-outbox/schema.js';

const serverResources = servedSite().resources;

interface Answer {
  content?: Record<string, { schema: object }>;
}
interface Operation {
  responses?: Record<string, Answer>;
}
type Spec = { paths: Record<string, Record<string, Operation>> };

/** A stored value of each field kind, written straight to the table. */
function sampleValue(def: FieldDef): unknown {
  switch (def.kind) {
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'date':
    case 'datetime':
      return new Date();
    case 'select':
      return def.options?.[0]?.value ?? 'x';
    case 'image':
    case 'imageUrl':
    case 'video':
    case 'document':
      return '/media/i/contoh.jpg';
    default:
      return 'Contoh isi';
  }
}

let t: TestApp;
let admin: Caller;
let spec: Spec;
let withdrawQuery = '';
let sandboxToken = '';
/** the seated show's id, and the query "best available" needs */
let seatedReads = { id: 0, best: '' };

/** Someone waiting for seats of the show, for the waiting lists' reads. */
const waitForSeats = async (show: { id: number; categories: { id: number }[] }) => {
  await t.app.db.insert(waitlistEntries).values({
    id_tiket: show.id,
    id_kategori: show.categories[0]?.id ?? 0,
    id_user: admin.id ?? 0,
    buyer_name: 'Penunggu Uji',
    buyer_email: 'tunggu@test.id',
    quantity: 2,
    offer_minutes: 120,
  });
};

/** The sandbox's payout report imported with a line no payment has: settlements' lines and open items. */
async function importSettlementReport() {
  const payouts = await admin.get('/api/v1/payment/sandbox/reports/payouts.csv');
  const planted = 'PO-1,2026-11-30,TIK-TAK-DIKENAL,s-1,2026-11-27 10:00:00,qris,50000,350,39,49611';
  const imported = await admin.post(
    '/api/v1/settlements/reports',
    reportForm(`${payouts.body.trimEnd()}\n${planted}\n`),
  );
  assert.equal(imported.statusCode, 201, imported.body);
}

before(async () => {
  t = await buildTestApp();
  admin = await t.as('superadmin');
  // One record of every resource except shows, which are made through the API with a sales window.
  for (const { def, table } of serverResources) {
    if (def.name === 'tikets') continue;
    const row = Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, sampleValue(field)]));
    await t.app.db.insert(table).values(row as never);
  }
  const day = 86_400_000;
  const show = await admin.post('/api/v1/tiket', {
    nama_pertujukan: 'Pertunjukan Uji',
    harga_tiket: 50_000,
    tanggal_pertujukan: new Date(Date.now() + 30 * day).toISOString(),
    tempat_pertujukan: 'Taman Budaya Lampung',
    tanggal_mulai_penjualan: new Date(Date.now() - day).toISOString(),
    tanggal_selesai_penjualan: new Date(Date.now() + 20 * day).toISOString(),
    nama_kategori_tiket: 'Reguler',
    harga_kategori_tiket: 50_000,
    jumlah_stok_tiket: 100,
  });
  assert.equal(show.statusCode, 201, show.body);
  const order = await admin.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Pembeli Uji',
    no_telp: '081234567890',
    jumlah_tiket: 2,
    id_tiket: show.json().data.id,
  });
  assert.equal(order.statusCode, 201, order.body);
  sandboxToken = order.json().data.token;
  await waitForSeats(show.json().data);
  // paid, so its tickets (and their PDF) exist
  const paid = await admin.post(`/api/v1/payment/sandbox/${sandboxToken}`, { result: 'settlement' });
  assert.equal(paid.statusCode, 200, paid.body);
  await importSettlementReport();
  // a welcome mail for the outbox list
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/signup',
    payload: {
      name: 'Anggota Baru',
      email: 'baru@test.id',
      password: 'rahasia-123',
      accept_terms: true,
      announcements: true,
    },
  });
  assert.equal(signup.statusCode, 201, signup.body);
  // its withdraw link, for the GET that needs one
  const [welcome] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'baru@test.id'));
  assert.ok(welcome);
  withdrawQuery = new URL((welcome.data.withdraw as { page: string }).page).search;
  // a breach with its report, for the breach screen's reads
  const now = new Date().toISOString();
  const breach = await admin.post('/api/v1/admin/breaches', {
    ...{ title: 'Uji', discovered_at: now, window_from: now, window_to: now, exposed: ['contact'] },
    ...{ description: 'Uji.', measures: 'Uji.', advice: 'Uji.' },
  });
  assert.equal(breach.statusCode, 201, breach.body);
  assert.equal((await admin.post(`/api/v1/admin/breaches/${breach.json().data.id}/report`)).statusCode, 200);
  // a show sold by seat on a venue's plan, for the plans' and the seat map's reads
  const seated = await seatedShow(t);
  seatedReads = { id: seated.id, best: `?zone=${seated.reguler}&count=1` };
  spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Spec;
});
after(() => t.close());

describe('declared answers', () => {
  test('every operation declares a success answer and its error answers', () => {
    const undeclared: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const codes = Object.keys(operation.responses ?? {});
        const success = codes.some((code) => code.startsWith('2'));
        const errors = codes.some((code) => /^[45]/.test(code));
        if (!success || !errors) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    assert.ok(Object.keys(spec.paths).length > 60);
    assert.deepEqual(undeclared, []);
  });

  test('every GET answers what its document declares', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      const operation = methods.get;
      if (!operation) continue;
      let url = path.replace('{token}', sandboxToken);
      if (path === '/api/v1/consents/withdraw') url += withdrawQuery;
      if (path === '/api/v1/whatsapp/webhook') {
        const { verifyToken } = await t.app.whatsapp.secrets();
        url += `?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(verifyToken)}&hub.challenge=7`;
      }
      // the money reports and the books' exports read a period
      if (path.startsWith('/api/v1/finance/') && path !== '/api/v1/finance/accounts')
        url += '?from=2026-11-01&to=2026-11-30';
      if (path.startsWith('/api/v1/tiket/{id}/seats')) {
        url = url.replace('{id}', String(seatedReads.id)) + (path.endsWith('/best') ? seatedReads.best : '');
      }
      if (url.includes('{id}')) {
        const list = await admin.get(url.slice(0, url.indexOf('/{id}')));
        const first = (list.json() as { data: { id: number }[] }).data[0];
        assert.ok(first, `${path}: a record to read`);
        url = url.replace('{id}', String(first.id));
      }
      if (url.includes('{')) continue; // exclusive files: binary, tested with their uploads
      const res = await admin.get(url);
      const declared = operation.responses?.[String(res.statusCode)];
      assert.ok(declared, `${url}: status ${res.statusCode} is declared (${res.body.slice(0, 200)})`);
      const json = declared.content?.['application/json'];
      if (!json) continue;
      const validate = ajv.compile(json.schema);
      assert.ok(validate(res.json()), `${url}: ${ajv.errorsText(validate.errors)}`);
      assert.equal(res.statusCode, 200, `${url} answers 200`);
      checked.push(url);
    }
    // every resource's list and detail, and the calls beside them
    assert.ok(checked.length >= serverResources.length * 2 + 8, checked.join('\n'));
  });

  test('errors answer their declared shape too', async () => {
    const res = await admin.get('/api/v1/beritas?sort=password_hash');
    assert.equal(res.statusCode, 400);
    const body = res.json() as { message: string; errors?: Record<string, string> };
    assert.match(body.errors?.sort ?? '', /Urutan tidak dikenal/);
    assert.deepEqual(
      Object.keys(body).filter((key) => key !== 'message' && key !== 'errors'),
      [],
    );
  });
});

describe('the answer serializer', () => {
  test('a field the schema does not declare never leaves the server', async () => {
    const app = Fastify();
    app.setSerializerCompiler(answerSerializerCompiler);
    const schema = z.object({ id: z.number().int(), name: z.string().nullable(), createdAt: z.iso.datetime() });
    app.get('/x', { schema: { response: { 200: schema } } }, async () => ({
      id: 7,
      name: null,
      createdAt: new Date('2026-11-24T01:02:03.004Z'),
      passwordHash: '$argon2id$secret',
    }));
    const res = await app.inject({ method: 'GET', url: '/x' });
    assert.deepEqual(res.json(), { id: 7, name: null, createdAt: '2026-11-24T01:02:03.004Z' });
    assert.doesNotMatch(res.body, /argon2|secret/);
    await app.close();
  });
});
