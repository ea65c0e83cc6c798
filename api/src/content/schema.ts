import * as c from '@teater/contract';
import { sql } from 'drizzle-orm';
import { integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contentTable } from '../core/db/content-table.js';

// Content resources: columns come from the contract's field definitions.
export const beritas = contentTable(c.beritas);
export const beritakolaborasis = contentTable(c.beritakolaborasis);
export const beritapartners = contentTable(c.beritapartners);
export const programs = contentTable(c.programs);
export const profilanggotas = contentTable(c.profilanggotas);
/** A gallery album's photos in order: the first two are also gambarGaleri and gambarGaleri2. */
export const galeris = contentTable(c.galeris, {
  gambarAlbum: jsonb('gambarAlbum').$type<{ id: number; image: string }[]>().notNull().default([]),
});
export const products = contentTable(c.products);
export const merchs = contentTable(c.merchs);
export const naskahs = contentTable(c.naskahs);
export const donasis = contentTable(c.donasis);
export const landingpageimages = contentTable(c.landingpageimages);
export const lpgaleris = contentTable(c.lpgaleris);
export const lpprograms = contentTable(c.lpprograms);
export const lpberitas = contentTable(c.lpberitas);
export const lpkolaborasis = contentTable(c.lpkolaborasis);
export const lptestimonis = contentTable(c.lptestimonis);
export const lpanggotautamas = contentTable(c.lpanggotautamas, {
  id_anggota: integer('id_anggota')
    .notNull()
    .references(() => profilanggotas.id, { onDelete: 'cascade' }),
});
export const ipvideos = contentTable(c.ipvideos);
export const subsvideos = contentTable(c.subsvideos);
export const subsnaskahs = contentTable(c.subsnaskahs);
export const subsgaleri = contentTable(c.subsgaleri, {
  tempSubsgaleri: jsonb('tempSubsgaleri').$type<{ id: number; image: string }[]>().notNull().default([]),
});
export const tikets = contentTable(c.tikets);
/** Donation campaigns (api/src/donations counts their gifts). */
export const kampanyes = contentTable(c.kampanyes);
/**
 * Discount codes (stored upper case, unique) and the shows and categories each is limited to
 * (empty: all). Their uses are the orders that name them (ticket_orders.id_voucher).
 */
export const vouchers = contentTable(
  c.vouchers,
  {
    show_ids: integer('show_ids').array().notNull().default(sql`'{}'::int[]`),
    category_ids: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [uniqueIndex('vouchers_code_key').on(t.code as never)],
);

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Announcements (the audience's, api/src/audience): the definition's fields, and how far sending got. `queue_after` is the last
 * member id written into the outbox and `queued` how many were, so the queue job resumes where it
 * stopped whichever process runs it; `send_started_at` paces the mails (the n-th is due n / rate
 * minutes after it).
 */
export const announcements = contentTable(c.announcements, {
  status: text('status', { enum: c.ANNOUNCEMENT_STATUSES }).notNull().default('draft'),
  test_sent_at: time('test_sent_at'),
  send_started_at: time('send_started_at'),
  queue_after: integer('queue_after').notNull().default(0),
  queued: integer('queued').notNull().default(0),
});
