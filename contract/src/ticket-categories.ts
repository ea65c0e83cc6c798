import { z } from 'zod';
import { bodySchema } from './body-schema.js';
import { MAX_CATEGORIES_PER_SHOW, MAX_SEATS_PER_CATEGORY } from './constants.js';
import { said } from './i18n/said.js';
import { categoryMessages } from './messages/ticket-categories.js';
import { validationMessages } from './messages/validation.js';
import { tikets } from './resources/tickets.js';
import { idNumber, requiredText } from './safe-values.js';

/**
 * A show's ticket categories (Reguler, Pelajar, VIP …): each its own price, seats and optional
 * sales window inside the show's. The spec's `nama_kategori_tiket`, `harga_kategori_tiket`,
 * `harga_tiket` and `jumlah_stok_tiket` are the show's first category.
 */

const optionalTime = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .date({ error: () => validationMessages.date })
      .refine(
        (d) => !Number.isNaN(d.getTime()),
        said(() => validationMessages.date),
      )
      .transform((d) => d.toISOString())
      .nullable(),
  );
const wholeNumber = (max: number) =>
  z.coerce
    .number({ error: () => validationMessages.number })
    .int(said(() => validationMessages.integer))
    .min(
      0,
      said(() => validationMessages.min(0)),
    )
    .max(
      max,
      said(() => validationMessages.max(max)),
    );

/** One category in a show's body: with its id to change it, without to add it. Built on first use. */
export const ticketCategoryInput = () =>
  z
    .object({
      id: idNumber().optional(),
      name: requiredText(60, z.string({ error: () => validationMessages.required })),
      price: wholeNumber(100_000_000),
      seats: wholeNumber(MAX_SEATS_PER_CATEGORY),
      sales_start: optionalTime().optional(),
      sales_end: optionalTime().optional(),
      /** an active Sahabat's price (blank: the price) and the presale's start (blank: none) */
      member_price: z.preprocess((v) => (v === '' ? null : v), wholeNumber(100_000_000).nullable()).optional(),
      member_sales_start: optionalTime().optional(),
    })
    .superRefine((c, ctx) => {
      if (c.sales_start && c.sales_end && Date.parse(c.sales_end) <= Date.parse(c.sales_start)) {
        ctx.addIssue({ code: 'custom', path: ['sales_end'], message: categoryMessages.windowInvalid });
      }
      if (typeof c.member_price === 'number' && c.member_price > c.price) {
        ctx.addIssue({ code: 'custom', path: ['member_price'], message: categoryMessages.memberPriceAbove });
      }
      const presale = c.member_sales_start ? Date.parse(c.member_sales_start) : null;
      if (presale !== null && c.sales_start && presale >= Date.parse(c.sales_start)) {
        ctx.addIssue({ code: 'custom', path: ['member_sales_start'], message: categoryMessages.presaleAfterSale });
      }
      if (presale !== null && c.sales_end && presale >= Date.parse(c.sales_end)) {
        ctx.addIssue({ code: 'custom', path: ['member_sales_start'], message: categoryMessages.presaleAfterSale });
      }
    });
export type TicketCategoryInput = z.output<ReturnType<typeof ticketCategoryInput>>;

/** A show's whole list of categories, in order (the first is the spec's). */
export const ticketCategoriesInput = () =>
  z
    .array(ticketCategoryInput(), { error: () => categoryMessages.required })
    .min(
      1,
      said(() => categoryMessages.required),
    )
    .max(
      MAX_CATEGORIES_PER_SHOW,
      said(() => categoryMessages.tooMany),
    )
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
            ctx.addIssue({ code: 'custom', path: [name], message: validationMessages.required });
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
