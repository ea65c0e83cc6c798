import type { MoneyFigures, MoneyMethod, ReportQuery, SalesReport } from '@teater/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { DAY, FIGURES, type MovementScope, movementsOf, REVENUE, wibDayEnd, wibDayStart } from './movements.js';

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: Db, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

/** The movements a report's query names: its WIB days, narrowed to a show when it names one. */
export const scopeOf = (q: ReportQuery): MovementScope => ({
  from: q.from ? wibDayStart(q.from) : null,
  to: q.to ? wibDayEnd(q.to) : null,
  showId: q.show ?? null,
});

/** A row's money figures, as numbers (the database sums to bigint, which arrives as a string). */
function figuresOf(row: Row | undefined): MoneyFigures {
  const n = (key: string) => Number(row?.[key] ?? 0);
  const [gross, refunds, fees, tax] = [n('gross'), n('refunds'), n('fees'), n('tax')];
  return { count: n('count'), gross, vouchers: n('vouchers'), refunds, fees, tax, net: gross - refunds - fees - tax };
}

/** Each table's aggregate over the scope's movements, run side by side. */
function queriesOf(db: Db, scope: MovementScope) {
  const m = movementsOf(scope);
  const lapsedRange = sql.join(
    [
      sql`state = 'lapsed' AND purpose = 'membership' AND stopped_at IS NOT NULL`,
      ...(scope.from ? [sql`stopped_at >= ${scope.from.toISOString()}::timestamptz`] : []),
      ...(scope.to ? [sql`stopped_at < ${scope.to.toISOString()}::timestamptz`] : []),
    ],
    sql` AND `,
  );
  return Promise.all([
    rowsOf(db, sql`SELECT ${FIGURES}, ${REVENUE} AS revenue FROM ${m} m`),
    rowsOf<{ channel: string; method: MoneyMethod }>(
      db,
      sql`SELECT m.channel, m.method, ${FIGURES} FROM ${m} m GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
    rowsOf<{ kind: string }>(db, sql`SELECT m.kind, ${FIGURES} FROM ${m} m GROUP BY 1 ORDER BY 1`),
    rowsOf<{ show_id: number; show: string }>(
      db,
      sql`SELECT coalesce(m.show_id, 0) AS show_id, coalesce(min(t.nama_pertujukan), '') AS show, ${FIGURES}
          FROM ${m} m LEFT JOIN tikets t ON t.id = m.show_id WHERE m.kind = 'ticket' GROUP BY 1 ORDER BY 2, 1`,
    ),
    rowsOf<{ show_id: number; show: string; category_id: number; category: string } & Row>(
      db,
      sql`SELECT c.id_tiket AS show_id, t.nama_pertujukan AS show, c.id AS category_id, c.name AS category,
            coalesce(sum(l.count) FILTER (WHERE m.movement = 'receipt' AND m.method <> 'complimentary'), 0)::int AS sold,
            coalesce(sum(l.count) FILTER (WHERE m.movement = 'receipt' AND m.method = 'complimentary'), 0)::int AS complimentary,
            coalesce(sum(l.count) FILTER (WHERE m.movement = 'refund'), 0)::int AS refunded
          FROM ${m} m
          JOIN ticket_orders o ON o.order_id = m.order_id
          JOIN ticket_order_lines l ON l.id_order = o.id
          JOIN ticket_categories c ON c.id = l.id_kategori
          JOIN tikets t ON t.id = c.id_tiket
          WHERE m.kind = 'ticket' AND m.movement IN ('receipt', 'refund')
          GROUP BY 1, 2, 3, 4 ORDER BY 2, 1, 3`,
    ),
    // the tickets of the period's orders that were admitted at the door
    rowsOf<{ category_id: number; n: number }>(
      db,
      sql`SELECT k.id_kategori AS category_id, count(*)::int AS n
          FROM ${m} m JOIN ticket_orders o ON o.order_id = m.order_id JOIN tickets k ON k.id_order = o.id
          WHERE m.kind = 'ticket' AND m.movement = 'receipt' AND k.checked_in_at IS NOT NULL GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql`SELECT ${FIGURES},
            count(*) FILTER (WHERE m.movement = 'receipt' AND m.order_id NOT LIKE 'REN-%')::int AS new,
            count(*) FILTER (WHERE m.movement = 'receipt' AND m.order_id LIKE 'REN-%')::int AS renewed
          FROM ${m} m WHERE m.kind = 'subscription'`,
    ),
    // a show's report has no subscriptions: none lapse in it
    scope.showId === null
      ? rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM recurring_plans WHERE ${lapsedRange}`)
      : Promise.resolve([{ n: 0 }]),
    rowsOf<{ campaign_id: number; campaign: string }>(
      db,
      sql`SELECT coalesce(m.campaign_id, 0) AS campaign_id, coalesce(min(k.judul), '') AS campaign, ${FIGURES}
          FROM ${m} m LEFT JOIN kampanyes k ON k.id = m.campaign_id WHERE m.kind = 'donation' GROUP BY 1 ORDER BY 2, 1`,
    ),
    rowsOf<{ day: string }>(db, sql`SELECT ${DAY} AS day, ${FIGURES} FROM ${m} m GROUP BY 1 ORDER BY 1`),
  ]);
}

/**
 * A sales report: every figure one SQL aggregate over the scope's movements (no payment row reaches
 * the process), so every table's lines sum to its totals: each groups the same movements.
 */
export async function salesReport(db: Db, q: ReportQuery): Promise<SalesReport> {
  const scope = scopeOf(q);
  const [totals, byChannel, byKind, shows, tickets, checkedIn, subscriptions, lapsed, donations, days] =
    await queriesOf(db, scope);
  const admitted = new Map(checkedIn.map((row) => [Number(row.category_id), Number(row.n)]));
  const subs = subscriptions[0];
  return {
    period: { from: q.from ?? null, to: q.to ?? null, show: q.show ?? null },
    totals: { ...figuresOf(totals[0]), revenue: Number(totals[0]?.revenue ?? 0) },
    byChannel: byChannel.map((row) => ({ channel: row.channel, method: row.method, ...figuresOf(row) })),
    byKind: byKind.map((row) => ({ kind: row.kind, ...figuresOf(row) })),
    shows: shows.map((row) => ({ showId: Number(row.show_id), show: row.show, ...figuresOf(row) })),
    tickets: tickets.map((row) => ({
      showId: Number(row.show_id),
      show: row.show,
      categoryId: Number(row.category_id),
      category: row.category,
      sold: Number(row.sold),
      complimentary: Number(row.complimentary),
      refunded: Number(row.refunded),
      checkedIn: admitted.get(Number(row.category_id)) ?? 0,
    })),
    subscriptions: {
      ...figuresOf(subs),
      new: Number(subs?.new ?? 0),
      renewed: Number(subs?.renewed ?? 0),
      lapsed: Number(lapsed[0]?.n ?? 0),
    },
    donations: donations.map((row) => ({
      campaignId: Number(row.campaign_id),
      campaign: row.campaign,
      ...figuresOf(row),
    })),
    days: days.map((row) => ({ day: row.day, ...figuresOf(row) })),
  };
}

/** Revenue (received less refunded) of the instants [from, to): the dashboard's figure, read from the same movements. */
export async function revenueOf(db: Db, from: Date | null, to: Date | null): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`SELECT ${REVENUE} AS revenue FROM ${movementsOf({ from, to, showId: null }, { details: false })} m`,
  );
  return Number(row?.revenue ?? 0);
}
