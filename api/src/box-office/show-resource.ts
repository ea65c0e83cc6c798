import * as c from '@teater/contract';
import { gt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Row, ServerExtras } from '../content/index.js';
import { tikets } from '../content/schema.js';
import type { DbOrTx } from '../core/db/client.js';
import { badRequest } from '../core/http-error.js';
import { categoriesOf, firstCategoryFields, saveShowCategories } from './ticket-categories.js';

const timeOf = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).getTime();

/** Shows as the API answers them: each with its categories, the first one also as the spec's fields. */
async function withCategories(rows: Row[], db: DbOrTx) {
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const list = categories.get(row.id) ?? [];
    return { ...row, ...firstCategoryFields(list[0]), categories: list };
  });
}

/**
 * Shows and their ticket categories (/tiket): the generic routes, with the categories written in
 * the same transaction as the show (ticket-categories.ts), and rules the fields cannot express:
 * a sales window must end after it starts, and start before the show. Stock changes by orders live in box-office/routes.ts.
 */
export const ticketExtras: ServerExtras = {
  body: { schema: c.showBodySchema, extraInputs: ['categories'] },
  beforeSave(values, { existing }) {
    const start = values.tanggal_mulai_penjualan ?? existing?.tanggal_mulai_penjualan;
    const end = values.tanggal_selesai_penjualan ?? existing?.tanggal_selesai_penjualan;
    if (start && end && timeOf(end) <= timeOf(start)) {
      throw badRequest(c.ticketMessages.windowInvalid, {
        tanggal_selesai_penjualan: c.ticketMessages.windowInvalid,
      });
    }
    // a window opening after the show sells nothing (a show of 2020 with sales in 2026)
    const show = values.tanggal_pertujukan ?? existing?.tanggal_pertujukan;
    if (start && show && timeOf(start) >= timeOf(show)) {
      throw badRequest(c.ticketMessages.salesAfterShow, { tanggal_mulai_penjualan: c.ticketMessages.salesAfterShow });
    }
  },
  afterSave: (tx, row, values, { existing, request }) => saveShowCategories(tx, row.id, values, !existing, request),
  // the prices are the categories': the audit log shows the first one's and every category's
  async auditValues(tx, row) {
    const list = (await categoriesOf(tx, [row.id])).get(row.id) ?? [];
    const categories = list.map((category) => `${category.name}: Rp ${category.price} × ${category.seats}`);
    return { ...row, harga_tiket: list[0]?.price ?? null, kategori: categories.join('; ') };
  },
  outputExtras: { categories: z.array(c.ticketCategorySchema) },
  toOutput: async (row, db) => (await withCategories([row], db))[0],
  toListOutput: withCategories,
  // A show that has begun is no longer for sale: /tiket lists it under 'Pertunjukan lalu'.
  listComputed: {
    lalu: (past) => (past ? lte(tikets.tanggal_pertujukan, sql`now()`) : gt(tikets.tanggal_pertujukan, sql`now()`)),
  },
};
