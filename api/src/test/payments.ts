import { asc, eq } from 'drizzle-orm';
import { ticketCategories, ticketOrders } from '../box-office/schema.js';
import { sandboxTransactions } from '../payments/schema.js';
import { formatGross, signatureOf } from '../payments/signature.js';
import type { Caller, TestApp } from './app.js';

/** The sandbox key the payment tests run with, so they can sign (and forge) notifications. */
export const TEST_SANDBOX_KEY = 'kunci-sandbox-uji-0123456789abcdef';

/** A notification as the provider would send it, signed with `key`. */
export function signedNotification(
  fields: {
    order_id: string;
    transaction_status: string;
    gross_amount: number | string;
    status_code?: string;
    fraud_status?: string;
  },
  key: string = TEST_SANDBOX_KEY,
) {
  const gross_amount = typeof fields.gross_amount === 'number' ? formatGross(fields.gross_amount) : fields.gross_amount;
  const status_code = fields.status_code ?? (fields.transaction_status === 'pending' ? '201' : '200');
  return {
    ...fields,
    gross_amount,
    status_code,
    signature_key: signatureOf(fields.order_id, status_code, gross_amount, key),
  };
}

/**
 * A genuine notification: the provider's own record is in the state it announces (the server
 * confirms every notification by asking the provider), signed with the sandbox key.
 */
export async function providerNotification(
  t: TestApp,
  fields: { order_id: string; transaction_status: string; gross_amount: number; fraud_status?: string },
) {
  await t.app.db
    .update(sandboxTransactions)
    .set({ transaction_status: fields.transaction_status, fraud_status: fields.fraud_status ?? null })
    .where(eq(sandboxTransactions.order_id, fields.order_id));
  return signedNotification(fields);
}

interface CreatedShow {
  id: number;
  tanggal_pertujukan: string;
  harga_tiket: number;
  jumlah_stok_tiket: number;
  categories: {
    id: number;
    name: string;
    price: number;
    seats: number;
    seats_left: number;
    member_price: number | null;
  }[];
}

/**
 * The body of POST /tiket for a show two weeks away whose sales open now unless told otherwise.
 * One category through the spec's fields, or the given `categories` (then the spec's fields are
 * left out).
 */
export function showBody(overrides: Record<string, unknown> = {}) {
  const price = overrides.harga_tiket ?? overrides.harga_kategori_tiket ?? 75000;
  const firstCategory = {
    harga_tiket: price,
    nama_kategori_tiket: 'Reguler',
    harga_kategori_tiket: price,
    jumlah_stok_tiket: 100,
  };
  return {
    nama_pertujukan: 'Malam Jahanam',
    tanggal_pertujukan: hoursFromNow(24 * 14),
    tempat_pertujukan: 'Taman Budaya Lampung',
    tanggal_mulai_penjualan: hoursFromNow(-1),
    tanggal_selesai_penjualan: hoursFromNow(24 * 13),
    ...('categories' in overrides ? {} : firstCategory),
    ...overrides,
  };
}

/** Creates a show through the admin API (the body of `showBody`). */
export async function createShow(t: TestApp, overrides: Record<string, unknown> = {}): Promise<CreatedShow> {
  const admin = await t.as('admin');
  const res = await admin.post('/api/v1/tiket', showBody(overrides));
  if (res.statusCode !== 201) throw new Error(`show not created: ${res.body}`);
  return res.json().data;
}

/** Each category's seats left, in the show's order, read from the table (never a cached answer). */
export async function seatsLeftOf(t: TestApp, showId: number): Promise<number[]> {
  const rows = await t.app.db
    .select({ seats: ticketCategories.seats, taken: ticketCategories.taken })
    .from(ticketCategories)
    .where(eq(ticketCategories.id_tiket, showId))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
  return rows.map((row) => row.seats - row.taken);
}

/** The seats left of a show's first category (the spec's `jumlah_stok_tiket`). */
export const stockOf = async (t: TestApp, showId: number) => (await seatsLeftOf(t, showId))[0];

/** The buyer's order of seats per category (`[id, count]` pairs). */
export const orderCategories = (caller: Caller, id_tiket: number, lines: [number, number][]) =>
  caller.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti Aminah',
    no_telp: '0812-3456-7890',
    id_tiket,
    categories: lines.map(([id, count]) => ({ id, count })),
  });

export const order = (caller: Caller, id_tiket: number, jumlah_tiket: number | string = 2) =>
  caller.post('/api/v1/tiket/user/pesan', {
    nama_user: 'Siti Aminah',
    no_telp: '0812-3456-7890',
    jumlah_tiket,
    id_tiket,
    id_user: caller.id,
  });

/** Pays (or not) through the sandbox checkout as its buyer would. */
export const decide = (caller: Caller, token: string, result: 'settlement' | 'pending' | 'cancel') =>
  caller.post(`/api/v1/payment/sandbox/${token}`, { result });

/** A time `h` hours from now, as the API takes it. */
export const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** Three categories of a show, as a show's body carries them. */
export const threeCategories = [
  { name: 'Reguler', price: 75_000, seats: 100 },
  { name: 'Pelajar', price: 50_000, seats: 40 },
  { name: 'VIP', price: 150_000, seats: 20 },
];

/** The ids of a show's first three categories, in order. */
export const categoryIdsOf = (show: { categories: { id: number }[] }) =>
  show.categories.map((c) => c.id) as [number, number, number];

/** A buyer's ticket history, as GET /tiket/user/history answers it. */
export const historyOf = async (caller: Caller) =>
  (await caller.get(`/api/v1/tiket/user/history?id_user=${caller.id}`)).json().data as {
    id: number;
    order_id: string;
    jumlah_tiket: number;
    total_harga: number;
    status: string;
    ticket_code: string | null;
    tickets: { code: string }[];
    tiket: { nama_pertujukan: string; harga_tiket: number };
  }[];

/** Ends an order's hold as if its minutes had passed. */
export const expireHold = (t: TestApp, orderId: string) =>
  t.app.db
    .update(ticketOrders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(ticketOrders.order_id, orderId));
