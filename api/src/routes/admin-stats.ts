import type { DashboardStats } from '@teater/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAccess } from '../auth/access.js';

/** A payment that brought money in (capture: card accepted; settlement: paid). */
const SETTLED = sql`transaction_status IN ('settlement', 'capture')`;
const ZONE = sql.raw(`'Asia/Jakarta'`);
/** The start of this month in WIB, as a local (zone-less) timestamp. */
const THIS_MONTH = sql`date_trunc('month', now() AT TIME ZONE ${ZONE})`;

type Rows<T> = { rows: T[] };

/**
 * The dashboard's figures, each one aggregate query over indexed columns: no rows reach the
 * process. Months are WIB months. Active subscribers over time: an account counts for a month
 * when a settled subscription payment (each buys one month) falls in the month before that
 * month's end (or before now, for this month), which is when its subscription was running.
 */
export async function adminStatsRoutes(app: FastifyInstance) {
  const { db } = app;
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as Rows<T>).rows;

  app.get('/admin/stats', { preHandler: requireAccess('admin') }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const [totals, months, shows] = await Promise.all([
      query<Record<string, string | number>>(sql`
        SELECT (SELECT count(*) FROM users)::int AS accounts,
          (SELECT count(*) FROM users WHERE subscription_time > now())::int AS "activeSubscribers",
          (SELECT count(*) FROM galeris)::int AS gallery,
          (SELECT count(*) FROM programs)::int AS programs,
          (SELECT count(*) FROM payments)::int AS payments,
          (SELECT count(*) FROM payments WHERE transaction_status = 'pending')::int AS "pendingPayments",
          (SELECT coalesce(sum(gross_amount), 0) FROM payments WHERE ${SETTLED})::bigint AS "revenueAllTime",
          (SELECT coalesce(sum(gross_amount), 0) FROM payments
            WHERE ${SETTLED} AND "createdAt" >= ${THIS_MONTH} AT TIME ZONE ${ZONE})::bigint AS "revenueThisMonth"`),
      query<{ month: string; revenue: string; activeSubscribers: number }>(sql`
        WITH months AS (
          SELECT m, m AT TIME ZONE ${ZONE} AS starts,
            least(now(), (m + interval '1 month') AT TIME ZONE ${ZONE}) AS ends
          FROM generate_series(${THIS_MONTH} - interval '11 months', ${THIS_MONTH}, interval '1 month') AS m
        )
        SELECT to_char(m, 'YYYY-MM') AS month,
          (SELECT coalesce(sum(gross_amount), 0) FROM payments
            WHERE ${SETTLED} AND "createdAt" >= months.starts AND "createdAt" < months.ends)::bigint AS revenue,
          (SELECT count(DISTINCT id_user) FROM payments
            WHERE kind = 'subscription' AND ${SETTLED}
              AND "createdAt" > months.ends - interval '1 month' AND "createdAt" <= months.ends)::int AS "activeSubscribers"
        FROM months ORDER BY m`),
      query<{
        id: number;
        nama_pertujukan: string;
        tanggal_pertujukan: Date | string;
        sold: number;
        seatsLeft: number;
      }>(sql`
        SELECT t.id, t.nama_pertujukan, t.tanggal_pertujukan, t.jumlah_stok_tiket AS "seatsLeft",
          coalesce((SELECT sum(o.jumlah_tiket) FROM ticket_orders o WHERE o.id_tiket = t.id AND o.status = 'paid'), 0)::int AS sold
        FROM tikets t WHERE t.tanggal_pertujukan >= now()
        ORDER BY t.tanggal_pertujukan LIMIT 10`),
    ]);
    const total = totals[0] ?? {};
    const data: DashboardStats = {
      accounts: Number(total.accounts ?? 0),
      activeSubscribers: Number(total.activeSubscribers ?? 0),
      gallery: Number(total.gallery ?? 0),
      programs: Number(total.programs ?? 0),
      payments: Number(total.payments ?? 0),
      pendingPayments: Number(total.pendingPayments ?? 0),
      revenueThisMonth: Number(total.revenueThisMonth ?? 0),
      revenueAllTime: Number(total.revenueAllTime ?? 0),
      months: months.map((m) => ({
        month: m.month,
        revenue: Number(m.revenue),
        activeSubscribers: Number(m.activeSubscribers),
      })),
      upcomingShows: shows.map((s) => ({
        id: s.id,
        nama_pertujukan: s.nama_pertujukan,
        tanggal_pertujukan: new Date(s.tanggal_pertujukan).toISOString(),
        sold: Number(s.sold),
        seatsLeft: Number(s.seatsLeft),
      })),
    };
    return { data };
  });
}
