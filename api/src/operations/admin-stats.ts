import { type DashboardStats, dashboardStatsSchema, dataAnswer } from '@teater/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { people, requireAccess } from '../accounts/index.js';
import { orderEnded } from '../box-office/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { movementsOf, REVENUE } from '../finance/index.js';

/** A payment that brought money in (capture: card accepted; settlement: paid). */
const SETTLED = sql`transaction_status IN ('settlement', 'capture')`;
const ZONE = sql.raw(`'Asia/Jakarta'`);
/** A paid ticket order that used a voucher (its partial index): its discount is revenue given up. */
const DISCOUNTED = sql`id_voucher IS NOT NULL AND status = 'paid'`;
/**
 * A Sahabat month charged by automatic renewal: its order id is the renewal's idempotency key
 * (membership/renewals/purposes.ts, `REN-plan-period-try`); every other subscription payment was
 * paid by hand.
 */
const RECURRING = sql`(kind = 'subscription' AND order_id LIKE 'REN-%')`;
/** The start of this month in WIB, as a local (zone-less) timestamp. */
const THIS_MONTH = sql`date_trunc('month', now() AT TIME ZONE ${ZONE})`;

type Rows<T> = { rows: T[] };

/** The start of the WIB month `back` months before this one, as an instant. */
function wibMonthStart(back = 0, now = new Date()) {
  const wib = new Date(now.getTime() + 7 * 3_600_000);
  return new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth() - back, 1) - 7 * 3_600_000);
}

/**
 * Revenue is finance's money movements (received less refunded, each dated when it happened), so
 * the dashboard, the sales reports and the books' exports agree to the rupiah for any period.
 */
const revenueSince = (from: Date | null) =>
  sql`(SELECT ${REVENUE} FROM ${movementsOf({ from, to: null, showId: null }, { details: false })} m)`;

/**
 * The dashboard's figures, each one aggregate query over indexed columns: no rows reach the
 * process. Months are WIB months, grouped in one pass over the last twelve months' payments.
 * Active subscribers per month: the accounts that paid for a month of Sahabat during it (each
 * payment buys one month, so those are the accounts whose subscription ran in that month).
 * Sahabat months are split into those automatic renewal charged and those paid by hand, and the
 * renewals that lapsed (the last retry failed) are counted per month and as a share of all.
 */
export async function adminStatsRoutes(app: FastifyInstance) {
  const { db } = app;
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as Rows<T>).rows;

  app.get(
    '/admin/stats',
    {
      preHandler: requireAccess('admin'),
      schema: { response: answers({ 200: dataAnswer(dashboardStatsSchema) }, refusalsOf('admin')) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const [totals, months, shows, plans] = await Promise.all([
        query<Record<string, string | number>>(sql`
        SELECT (SELECT count(*) FROM users WHERE ${people})::int AS accounts,
          (SELECT count(*) FROM users WHERE subscription_time > now())::int AS "activeSubscribers",
          (SELECT count(*) FROM galeris)::int AS gallery,
          (SELECT count(*) FROM programs)::int AS programs,
          (SELECT count(*) FROM payments)::int AS payments,
          (SELECT count(*) FROM payments WHERE transaction_status = 'pending' AND NOT ${orderEnded})::int AS "pendingPayments",
          ${revenueSince(null)} AS "revenueAllTime",
          ${revenueSince(wibMonthStart())} AS "revenueThisMonth",
          (SELECT coalesce(sum(discount), 0) FROM ticket_orders WHERE ${DISCOUNTED})::bigint AS "discountAllTime",
          (SELECT coalesce(sum(discount), 0) FROM ticket_orders
            WHERE ${DISCOUNTED} AND "createdAt" >= ${THIS_MONTH} AT TIME ZONE ${ZONE})::bigint AS "discountThisMonth"`),
        query<Record<string, string | number> & { month: string }>(sql`
        WITH months AS (
          SELECT to_char(m, 'YYYY-MM') AS month
          FROM generate_series(${THIS_MONTH} - interval '11 months', ${THIS_MONTH}, interval '1 month') AS m
        ), paid AS (
          SELECT to_char(date_trunc('month', "createdAt" AT TIME ZONE ${ZONE}), 'YYYY-MM') AS month,
            count(DISTINCT id_user) FILTER (WHERE kind = 'subscription') AS subscribers,
            count(*) FILTER (WHERE ${RECURRING}) AS recurring_count,
            sum(gross_amount) FILTER (WHERE ${RECURRING}) AS recurring_revenue,
            count(*) FILTER (WHERE kind = 'subscription' AND NOT ${RECURRING}) AS manual_count,
            sum(gross_amount) FILTER (WHERE kind = 'subscription' AND NOT ${RECURRING}) AS manual_revenue
          FROM payments
          WHERE ${SETTLED} AND "createdAt" >= (${THIS_MONTH} - interval '11 months') AT TIME ZONE ${ZONE}
          GROUP BY 1
        ), moved AS (
          SELECT to_char(date_trunc('month', m.at AT TIME ZONE ${ZONE}), 'YYYY-MM') AS month, ${REVENUE} AS revenue
          FROM ${movementsOf({ from: wibMonthStart(11), to: null, showId: null }, { details: false })} m
          GROUP BY 1
        ), lapsed AS (
          SELECT to_char(date_trunc('month', stopped_at AT TIME ZONE ${ZONE}), 'YYYY-MM') AS month, count(*) AS lapsed
          FROM recurring_plans
          WHERE state = 'lapsed' AND stopped_at >= (${THIS_MONTH} - interval '11 months') AT TIME ZONE ${ZONE}
          GROUP BY 1
        ), discounted AS (
          SELECT to_char(date_trunc('month', "createdAt" AT TIME ZONE ${ZONE}), 'YYYY-MM') AS month,
            sum(discount) AS discount
          FROM ticket_orders
          WHERE ${DISCOUNTED} AND "createdAt" >= (${THIS_MONTH} - interval '11 months') AT TIME ZONE ${ZONE}
          GROUP BY 1
        )
        SELECT months.month, coalesce(moved.revenue, 0)::bigint AS revenue,
          coalesce(discounted.discount, 0)::bigint AS discount,
          coalesce(paid.subscribers, 0)::int AS "activeSubscribers",
          coalesce(paid.recurring_count, 0)::int AS "recurringCount",
          coalesce(paid.recurring_revenue, 0)::bigint AS "recurringRevenue",
          coalesce(paid.manual_count, 0)::int AS "manualCount",
          coalesce(paid.manual_revenue, 0)::bigint AS "manualRevenue",
          coalesce(lapsed.lapsed, 0)::int AS lapsed
        FROM months LEFT JOIN paid USING (month) LEFT JOIN moved USING (month) LEFT JOIN discounted USING (month) LEFT JOIN lapsed USING (month)
        ORDER BY months.month`),
        query<{
          id: number;
          nama_pertujukan: string;
          tanggal_pertujukan: Date | string;
          sold: number;
          seatsLeft: number;
        }>(sql`
        SELECT t.id, t.nama_pertujukan, t.tanggal_pertujukan,
          coalesce((SELECT sum(c.seats - c.taken) FROM ticket_categories c WHERE c.id_tiket = t.id), 0)::int AS "seatsLeft",
          coalesce((SELECT sum(o.jumlah_tiket) FROM ticket_orders o WHERE o.id_tiket = t.id AND o.status = 'paid'), 0)::int AS sold
        FROM tikets t WHERE t.tanggal_pertujukan >= now()
        ORDER BY t.tanggal_pertujukan LIMIT 10`),
        // through recurring_plans_state_idx: one count per state
        query<{ state: string; n: number }>(sql`SELECT state, count(*)::int AS n FROM recurring_plans GROUP BY state`),
      ]);
      const byState = (state: string) => Number(plans.find((row) => row.state === state)?.n ?? 0);
      const started = plans.reduce((sum, row) => sum + Number(row.n), 0);
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
        discountThisMonth: Number(total.discountThisMonth ?? 0),
        discountAllTime: Number(total.discountAllTime ?? 0),
        months: months.map((m) => ({
          month: m.month,
          revenue: Number(m.revenue),
          discount: Number(m.discount),
          activeSubscribers: Number(m.activeSubscribers),
          recurringCount: Number(m.recurringCount),
          recurringRevenue: Number(m.recurringRevenue),
          manualCount: Number(m.manualCount),
          manualRevenue: Number(m.manualRevenue),
          lapsed: Number(m.lapsed),
        })),
        renewals: {
          active: byState('active'),
          pastDue: byState('past_due'),
          stopped: byState('stopped'),
          lapsed: byState('lapsed'),
          lapsedShare: started === 0 ? 0 : byState('lapsed') / started,
        },
        upcomingShows: shows.map((s) => ({
          id: s.id,
          nama_pertujukan: s.nama_pertujukan,
          tanggal_pertujukan: new Date(s.tanggal_pertujukan).toISOString(),
          sold: Number(s.sold),
          seatsLeft: Number(s.seatsLeft),
        })),
      };
      return { data };
    },
  );
}
