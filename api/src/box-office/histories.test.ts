import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { historyList, listMessages, MAX_PAGE_SIZE } from '@teater/contract';
import { payments } from '../payments/schema.js';
import { buildTestApp, type Caller, type TestApp } from '../test/app.js';
import { insertShow } from '../test/shows.js';
import { ticketOrders } from './schema.js';

let t: TestApp;
let member: Caller;
const day = 86_400_000;
const start = Date.parse('2025-01-01T00:00:00Z');

before(async () => {
  t = await buildTestApp();
  member = await t.as('user');
  const id_user = member.id ?? 0;
  const db = t.app.db;
  // Fifteen monthly subscription payments and thirteen ticket orders: more than a page of each.
  await db.insert(payments).values(
    Array.from({ length: 15 }, (_, i) => ({
      order_id: `SUB-H-${i}`,
      kind: 'subscription' as const,
      id_user,
      buyer_name: 'Anggota',
      buyer_email: 'anggota@contoh.id',
      gross_amount: 65_000,
      transaction_status: 'settlement',
      createdAt: new Date(start + i * 30 * day),
    })),
  );
  const show = await insertShow(db, { nama_pertujukan: 'Opera Kecoa' });
  await db.insert(ticketOrders).values(
    Array.from({ length: 13 }, (_, i) => ({
      id_tiket: show,
      id_user,
      nama_user: 'Anggota',
      no_telp: '0812',
      jumlah_tiket: 1,
      total_harga: 50_000,
      order_id: `TIK-H-${i}`,
      status: 'cancelled',
      expiresAt: new Date(start + i * day),
      createdAt: new Date(start + i * day),
    })),
  );
});
after(() => t.close());

const get = async (url: string, status = 200) => {
  const res = await member.get(url);
  assert.equal(res.statusCode, status, `${url}: ${res.body}`);
  return res.json();
};

test("a member's subscription history pages on the server, newest first", async () => {
  const url = `/api/v1/payment/history-subscription-user?id=${member.id}`;
  const first = await get(url);
  assert.deepEqual(first.meta, { page: 1, limit: historyList.pageSize, total: 15 });
  assert.equal(first.data[0].order_id, 'SUB-H-14');
  const second = await get(`${url}&page=2`);
  assert.deepEqual(
    second.data.map((p: { order_id: string }) => p.order_id),
    ['SUB-H-2', 'SUB-H-1', 'SUB-H-0'],
  );
  const oldest = await get(`${url}&sort=createdAt&limit=1`);
  assert.equal(oldest.data[0].order_id, 'SUB-H-0');
});

test("a buyer's ticket history pages on the server, newest first", async () => {
  const first = await get('/api/v1/tiket/user/history');
  assert.deepEqual(first.meta, { page: 1, limit: historyList.pageSize, total: 13 });
  assert.equal(first.data[0].order_id, 'TIK-H-12');
  const second = await get('/api/v1/tiket/user/history?page=2');
  assert.deepEqual(
    second.data.map((o: { order_id: string }) => o.order_id),
    ['TIK-H-0'],
  );
});

test('the histories refuse what they do not declare', async () => {
  for (const path of ['/api/v1/payment/history-subscription-user', '/api/v1/tiket/user/history']) {
    const refused = {
      'limit=100000': listMessages.limit(MAX_PAGE_SIZE),
      'page=abc': listMessages.page,
      'sort=password_hash': listMessages.sort(['createdAt', '-createdAt']),
      'q=x': listMessages.searchNotAllowed,
    };
    for (const [query, message] of Object.entries(refused)) {
      const body = await get(`${path}?${query}`, 400);
      assert.ok(JSON.stringify(body).includes(message), `${path}?${query}: ${JSON.stringify(body)}`);
    }
  }
});
