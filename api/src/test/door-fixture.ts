import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { DoorTicket, Scan, ScanResult, SeatTicket } from '@teater/contract';
import type { Caller, TestApp } from './app.js';
import { createShow, decide } from './payments.js';

/** A paid order of `count` seats (for a new show, or `showId`): the show's id, its seats and the buyer. */
export async function paidOrder(t: TestApp, count: number, options: { showId?: number; buyerName?: string } = {}) {
  const showId = options.showId ?? (await createShow(t, { jumlah_stok_tiket: 50, nama_kategori_tiket: 'Pelajar' })).id;
  const buyer = await t.newUser();
  const placed = await buyer.post('/api/v1/tiket/user/pesan', {
    nama_user: options.buyerName ?? 'Rina',
    no_telp: '081234567890',
    jumlah_tiket: count,
    id_tiket: showId,
  });
  assert.equal(placed.statusCode, 201, placed.body);
  assert.equal((await decide(buyer, placed.json().data.token, 'settlement')).statusCode, 200);
  const history = (await buyer.get('/api/v1/tiket/user/history')).json().data as {
    id: number;
    tickets: SeatTicket[];
  }[];
  return { showId, seats: history[0]?.tickets ?? [], orderId: history[0]?.id ?? 0, buyer };
}

/** A door pass made by `admin` and opened by its device: the device's caller and the pass. */
export async function doorDevice(t: TestApp, admin: Caller, label: string, showId: number | null) {
  const created = await admin.post('/api/v1/door/passes', { label, showId });
  assert.equal(created.statusCode, 201, created.body);
  const pass = created.json().data as { id: number; link: string };
  const secret = pass.link.split('#pass=')[1] ?? '';
  const opened = await t.app.inject({ method: 'POST', url: '/api/v1/door/activate', payload: { secret } });
  assert.equal(opened.statusCode, 200, opened.body);
  const cookie = opened.cookies.find((c) => c.name === 'token');
  assert.ok(cookie, 'the pass opens a session');
  const session = opened.json().data as { user: { id: number } };
  const caller: Caller = {
    token: cookie.value,
    id: session.user.id,
    inject: (opts) => t.app.inject({ ...opts, headers: { authorization: `Bearer ${cookie.value}`, ...opts.headers } }),
    get: (url) => caller.inject({ method: 'GET', url }),
    post: (url, body) => caller.inject({ method: 'POST', url, payload: body as object }),
    put: (url, body) => caller.inject({ method: 'PUT', url, payload: body as object }),
    patch: (url, body) => caller.inject({ method: 'PATCH', url, payload: body as object }),
    delete: (url) => caller.inject({ method: 'DELETE', url }),
  };
  return { caller, pass, secret, device: { id: randomUUID(), name: label } };
}

/** A scan as a device records it: its own id, what it read, what it decided, when. */
export const scanOf = (code: string, showId: number, result: ScanResult, at = new Date()): Scan => ({
  id: randomUUID(),
  code,
  showId,
  result,
  scannedAt: at.toISOString(),
});

/** A device's upload of scans. */
export const upload = (caller: Caller, device: { id: string; name: string }, scans: Scan[]) =>
  caller.post('/api/v1/door/scans', { device, scans });

/** A ticket as the door devices of its show see it (undefined: not on the list). */
export async function doorTicketOf(caller: Caller, showId: number, code: string) {
  const res = await caller.get(`/api/v1/door/shows/${showId}/tickets`);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as DoorTicket[]).find((row) => row.code === code);
}
