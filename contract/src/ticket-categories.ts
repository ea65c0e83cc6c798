import { z } from 'zod';
import { bodySchema } from './body-schema.js';
import { messages } from './messages.js';
import { tikets } from './resources/tickets.js';

/**
 * A show's ticket categories (Reguler, Pelajar, VIP …): each its own price, seats and optional
 * sales window inside the show's. The spec's `nama_kategori_tiket`, `harga_kategori_tiket`,
 * `harga_tiket` and `jumlah_stok_tiket` are the show's first category.
 */
export const MAX_CATEGORIES_PER_SHOW = 20;
export const MAX_SEATS_PER_CATEGORY = 100_000;

export const categoryMessages = {
  title: 'Kategori Tiket',
  name: 'Nama Kategori',
  price: 'Harga',
  seats: 'Jumlah Kursi',
  seatsHint: 'Semua kursi kategori ini, termasuk yang sudah terjual',
  seatsLeft: 'Sisa',
  salesStart: 'Mulai Penjualan (opsional, WIB)',
  salesEnd: 'Selesai Penjualan (opsional, WIB)',
  windowHint: 'Kosongkan untuk mengikuti jadwal penjualan pertunjukan',
  add: 'Tambah Kategori',
  remove: (name: string) => `Hapus kategori ${name || 'ini'}`,
  hasOrdersNote: 'Sudah ada pesanan: tidak dapat dihapus',
  checkRows: 'Periksa kategori tiket',
  taken: (n: number) => `${n} sudah dipesan`,
  count: (name: string) => `Jumlah Tiket ${name}`,
  required: 'Minimal satu kategori tiket',
  tooMany: `Maksimal ${MAX_CATEGORIES_PER_SHOW} kategori tiket`,
  notFound: 'Kategori tiket tidak ditemukan',
  duplicate: 'Kategori tiket tercantum lebih dari sekali',
  duplicateName: 'Nama kategori sudah dipakai di pertunjukan ini',
  hasOrders: (name: string) => `Kategori ${name} sudah memiliki pesanan sehingga tidak dapat dihapus`,
  seatsBelowTaken: (name: string, taken: number) =>
    `Kursi kategori ${name} tidak boleh kurang dari ${taken} yang sudah dipesan`,
  bothShapes:
    'Kirim kategori lewat categories saja, atau lewat kolom kategori pertama (nama_kategori_tiket, harga_kategori_tiket, jumlah_stok_tiket), tidak keduanya',
  priceMismatch:
    'Harga Tiket dan Harga Kategori Tiket adalah harga yang sama (kategori pertama): isi dengan nilai yang sama',
  countMismatch: 'Jumlah Tiket tidak sama dengan jumlah tiket semua kategori',
  windowInvalid: 'Selesai penjualan kategori harus setelah mulai penjualan',
  pastShow: 'Pertunjukan ini sudah berlangsung: tiketnya tidak dijual lagi',
  upcomingTitle: 'Pertunjukan mendatang',
  pastTitle: 'Pertunjukan lalu',
  pastBadge: 'Sudah berlangsung',
  fromPrice: (price: string) => `Mulai ${price}`,
  summary: (lines: readonly { name: string; count: number }[]) =>
    lines.map((line) => `${line.count}× ${line.name}`).join(', '),
} as const;

const optionalTime = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .date({ error: messages.validation.date })
      .refine((d) => !Number.isNaN(d.getTime()), messages.validation.date)
      .transform((d) => d.toISOString())
      .nullable(),
  );
const wholeNumber = (max: number) =>
  z.coerce
    .number({ error: messages.validation.number })
    .int(messages.validation.integer)
    .min(0, messages.validation.min(0))
    .max(max, messages.validation.max(max));

/** One category in a show's body: with its id to change it, without to add it. Built on first use. */
export const ticketCategoryInput = () =>
  z
    .object({
      id: z.coerce.number().int().positive(messages.validation.invalidId).optional(),
      name: z
        .string({ error: messages.validation.required })
        .trim()
        .min(1, messages.validation.required)
        .max(60, messages.validation.maxLength(60)),
      price: wholeNumber(100_000_000),
      seats: wholeNumber(MAX_SEATS_PER_CATEGORY),
      sales_start: optionalTime().optional(),
      sales_end: optionalTime().optional(),
    })
    .superRefine((c, ctx) => {
      if (c.sales_start && c.sales_end && Date.parse(c.sales_end) <= Date.parse(c.sales_start)) {
        ctx.addIssue({ code: 'custom', path: ['sales_end'], message: categoryMessages.windowInvalid });
      }
    });
export type TicketCategoryInput = z.output<ReturnType<typeof ticketCategoryInput>>;

/** A show's whole list of categories, in order (the first is the spec's). */
export const ticketCategoriesInput = () =>
  z
    .array(ticketCategoryInput(), { error: categoryMessages.required })
    .min(1, categoryMessages.required)
    .max(MAX_CATEGORIES_PER_SHOW, categoryMessages.tooMany)
    .superRefine((list, ctx) => {
      const ids = new Set<number>();
      const names = new Set<string>();
      list.forEach((c, i) => {
        if (c.id !== undefined && ids.has(c.id)) {
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: categoryMessages.duplicate });
        }
        if (names.has(c.name.toLowerCase())) {
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: categoryMessages.duplicateName });
        }
        if (c.id !== undefined) ids.add(c.id);
        names.add(c.name.toLowerCase());
      });
    });

/** The spec's fields that are the show's first category. */
export const FIRST_CATEGORY_FIELDS = [
  'nama_kategori_tiket',
  'harga_tiket',
  'harga_kategori_tiket',
  'jumlah_stok_tiket',
] as const;

const present = (value: unknown) => value !== undefined && value !== null;

/**
 * A show's body (POST, PUT, PATCH /tiket): its own fields, and its categories either as the
 * spec's four fields (the first category) or as `categories` (all of them, in order), not both.
 * A new show without `categories` needs the four fields; both prices are the same price.
 */
export function showBodySchema(mode: 'create' | 'patch') {
  const own = Object.entries(tikets.fields).filter(([, def]) => !def.virtual);
  const first = Object.entries(tikets.fields).filter(([, def]) => def.virtual);
  return bodySchema(Object.fromEntries(own), mode)
    .extend(bodySchema(Object.fromEntries(first), 'patch').shape)
    .extend({ categories: ticketCategoriesInput().optional() })
    .superRefine((body: Record<string, unknown>, ctx) => {
      const given = FIRST_CATEGORY_FIELDS.filter((name) => present(body[name]));
      if (body.categories && given.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['categories'], message: categoryMessages.bothShapes });
      }
      if (!body.categories && mode === 'create') {
        for (const name of FIRST_CATEGORY_FIELDS) {
          if (!present(body[name]))
            ctx.addIssue({ code: 'custom', path: [name], message: messages.validation.required });
        }
      }
      if (
        present(body.harga_tiket) &&
        present(body.harga_kategori_tiket) &&
        body.harga_tiket !== body.harga_kategori_tiket
      ) {
        ctx.addIssue({ code: 'custom', path: ['harga_kategori_tiket'], message: categoryMessages.priceMismatch });
      }
    });
}
