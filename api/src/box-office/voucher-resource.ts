import * as c from '@teater/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Row, SaveContext, ServerExtras } from '../content/index.js';
import { tikets, vouchers } from '../content/schema.js';
import type { DbOrTx } from '../core/db/client.js';
import { badRequest, conflict } from '../core/http-error.js';
import { ticketCategories, ticketOrders } from './schema.js';
import { VOUCHER_USING_STATUSES } from './vouchers.js';

const m = c.voucherMessages;
const ids = (value: unknown) => (Array.isArray(value) ? [...new Set(value.map(Number))].sort((a, b) => a - b) : []);
const timeOf = (value: unknown) => (value ? new Date(String(value)).getTime() : null);

/**
 * A voucher's rules across its fields (with the stored voucher for a patch): a percentage is at
 * most 100, the window ends after it starts; and its scope names real shows and categories, a
 * category's show counting as chosen.
 */
export async function checkVoucher(db: DbOrTx, values: Record<string, unknown>, existing?: Row) {
  const kind = values.kind ?? existing?.kind;
  const amount = Number(values.amount ?? existing?.amount);
  if (kind === 'percent' && amount > 100) throw badRequest(m.percentTooHigh, { amount: m.percentTooHigh });
  const from = timeOf(values.valid_from === undefined ? existing?.valid_from : values.valid_from);
  const until = timeOf(values.valid_until === undefined ? existing?.valid_until : values.valid_until);
  if (from !== null && until !== null && until <= from) {
    throw badRequest(m.windowInvalid, { valid_until: m.windowInvalid });
  }
  if (values.category_ids !== undefined || values.show_ids !== undefined) await checkScope(db, values, existing);
}

/** The scope's categories exist, and their shows are in it; every show exists. */
async function checkScope(db: DbOrTx, values: Record<string, unknown>, existing?: Row) {
  const categoryIds = ids(values.category_ids ?? existing?.category_ids);
  const categories = categoryIds.length
    ? await db
        .select({ id: ticketCategories.id, show: ticketCategories.id_tiket })
        .from(ticketCategories)
        .where(inArray(ticketCategories.id, categoryIds))
    : [];
  if (categories.length < categoryIds.length) {
    throw badRequest(m.unknownCategory, { category_ids: m.unknownCategory });
  }
  const showIds = ids([...ids(values.show_ids ?? existing?.show_ids), ...categories.map((row) => row.show)]);
  const shows = showIds.length
    ? await db.select({ id: tikets.id }).from(tikets).where(inArray(tikets.id, showIds))
    : [];
  if (shows.length < showIds.length) throw badRequest(m.unknownShow, { show_ids: m.unknownShow });
  values.show_ids = showIds;
  values.category_ids = categoryIds;
}

/** Codes are unique whatever their case (they are stored upper case). */
async function uniqueCode(values: Record<string, unknown>, ctx: SaveContext) {
  if (typeof values.code !== 'string') return;
  const others = ctx.existing ? ne(vouchers.id, ctx.existing.id) : undefined;
  const [taken] = await ctx.db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.code, values.code), others))
    .limit(1);
  if (taken) throw conflict(m.duplicate, { code: m.duplicate });
}

/** Each voucher's uses now (orders pending or paid) and its scope by name. */
async function withUsesAndScope(rows: Row[], db: DbOrTx) {
  const voucherIds = rows.map((row) => row.id);
  const showIds = ids(rows.flatMap((row) => (row.show_ids as number[]) ?? []));
  const [uses, shows, categories] = await Promise.all([
    voucherIds.length
      ? db
          .select({ id: ticketOrders.id_voucher, n: sql<number>`count(*)::int` })
          .from(ticketOrders)
          .where(
            and(
              inArray(ticketOrders.id_voucher, voucherIds),
              inArray(ticketOrders.status, [...VOUCHER_USING_STATUSES]),
            ),
          )
          .groupBy(ticketOrders.id_voucher)
      : [],
    showIds.length
      ? db
          .select({ id: tikets.id, nama_pertujukan: tikets.nama_pertujukan })
          .from(tikets)
          .where(inArray(tikets.id, showIds))
      : [],
    showIds.length
      ? db
          .select({
            id: ticketCategories.id,
            name: ticketCategories.name,
            show: ticketCategories.id_tiket,
          })
          .from(ticketCategories)
          .where(inArray(ticketCategories.id_tiket, showIds))
          .orderBy(asc(ticketCategories.position), asc(ticketCategories.id))
      : [],
  ]);
  const used = new Map(uses.map((u) => [u.id, u.n]));
  return rows.map((row) => {
    const chosen = new Set((row.category_ids as number[]) ?? []);
    const scope = ((row.show_ids as number[]) ?? []).map((id) => ({
      id,
      nama_pertujukan: shows.find((s) => s.id === id)?.nama_pertujukan ?? `#${id}`,
      categories: categories
        .filter((k) => k.show === id && chosen.has(k.id))
        .map(({ id: kid, name }) => ({ id: kid, name })),
    }));
    return { ...row, used: used.get(row.id) ?? 0, scope };
  });
}

/** Vouchers (/vouchers, admins only): the generic routes, with the rules and answers above. */
export const voucherExtras: ServerExtras = {
  body: { schema: c.voucherBodySchema, extraInputs: ['show_ids', 'category_ids'] },
  async beforeSave(values, ctx) {
    await uniqueCode(values, ctx);
    await checkVoucher(ctx.db, values, ctx.existing);
  },
  outputExtras: c.voucherAnswerExtras,
  toOutput: async (row, db) => (await withUsesAndScope([row], db))[0],
  toListOutput: withUsesAndScope,
  readsFrom: ['tikets'],
};
