import { type SQL, sql } from 'drizzle-orm';

/**
 * THE definition of a money movement, read by the reports, the journal and movements exports, and
 * the dashboard's revenue, so that they agree to the rupiah:
 * - a receipt: a payment the provider (or the door's till) took, dated when it was made
 *   (`createdAt`: the moment the buyer paid at the checkout or the till); a payment later refunded
 *   was received all the same;
 * - a refund: such a payment paid back, dated `refunded_at` (set where a payment becomes refunded);
 * - a fee: what the provider kept of a receipt (settlement_lines, imported from its reports), dated
 *   as its receipt; none while no report names the payment.
 * Dates are WIB days. Amounts are whole rupiah, always positive: the kind says which way it went.
 */

export const ZONE = sql.raw(`'Asia/Jakarta'`);

/** A payment whose money came in: paid, or paid then refunded (a card under fraud review is not). */
export const RECEIVED = sql`(p.transaction_status IN ('settlement', 'capture', 'refund', 'partial_refund', 'chargeback', 'partial_chargeback')
  AND NOT (p.transaction_status = 'capture' AND coalesce(p.fraud_status, '') IN ('challenge', 'deny')))`;

/** The provider's payment_type (or the door's cash/qris) as the treasurer groups it (contract MONEY_METHODS). */
const METHOD = sql`CASE
  WHEN p.method IN ('credit_card', 'card') THEN 'card'
  WHEN p.method IN ('gopay', 'shopeepay') THEN 'gopay'
  WHEN p.method = 'qris' THEN 'qris'
  WHEN p.method IN ('bank_transfer', 'echannel', 'permata', 'bca_va', 'bni_va', 'bri_va', 'cimb_va', 'other_va') THEN 'va'
  WHEN p.method = 'cash' THEN 'cash'
  WHEN p.method = 'sandbox' THEN 'sandbox'
  WHEN p.method = 'complimentary' THEN 'complimentary'
  ELSE 'other' END`;

/**
 * The entertainment tax included in a payment's amount at its show's rate (percent), rounded half
 * up per payment: amount * rate / (100 + rate). Rounding each payment's, as its receipt shows it,
 * makes the report's tax the sum of the receipts'.
 */
const RATE = sql`coalesce(t.pajak_hiburan, 0)`;
const TAX = sql`(p.gross_amount * ${RATE} * 2 + (100 + ${RATE})) / ((100 + ${RATE}) * 2)`;

/** What a movement was for (show, voucher, campaign, tax rate): joined for the reports and exports. */
const JOINS = sql`LEFT JOIN ticket_orders o ON p.kind = 'ticket' AND o.order_id = p.order_id
      LEFT JOIN tikets t ON t.id = o.id_tiket
      LEFT JOIN donations d ON p.kind = 'donation' AND d.order_id = p.order_id`;

/** A period of instants [from, to), or none (all time); a show narrows to its ticket orders. */
export interface MovementScope {
  from: Date | null;
  to: Date | null;
  showId: number | null;
}

const inRange = (column: SQL, scope: MovementScope) =>
  sql.join(
    [
      sql`${column} IS NOT NULL`,
      ...(scope.from ? [sql`${column} >= ${scope.from.toISOString()}::timestamptz`] : []),
      ...(scope.to ? [sql`${column} < ${scope.to.toISOString()}::timestamptz`] : []),
    ],
    sql` AND `,
  );

/**
 * The movements of `scope` as a subquery, one row each: movement (receipt, refund, fee), payment_id,
 * order_id, kind, channel, method (grouped), at, amount, tax, discount (a receipt's voucher
 * discount), show_id, campaign_id. With `details: false` the last four are empty and nothing is
 * joined (amounts and dates are the same: only what they were for is not looked up), for a figure
 * of amounts over years (the dashboard's revenue). Receipts of Rp 0 (complimentary seats, a
 * voucher that paid it all) are kept: they carry tickets and vouchers, and no money. Each kind is
 * its own index range (createdAt, refunded_at), never one scan of every payment.
 */
export function movementsOf(scope: MovementScope, { details = true } = {}): SQL {
  const joined = details || scope.showId !== null;
  const show = scope.showId === null ? sql`` : sql` AND o.id_tiket = ${scope.showId}`;
  const from = joined ? sql`payments p ${JOINS}` : sql`payments p`;
  const what = joined ? sql`o.id_tiket AS show_id, d.campaign_id` : sql`NULL::int AS show_id, NULL::int AS campaign_id`;
  const columns = sql`p.id AS payment_id, p.order_id, p.kind, p.channel, ${METHOD} AS method, ${what}`;
  const [tax, discount] = joined ? [TAX, sql`coalesce(o.discount, 0)`] : [sql`0`, sql`0`];
  const received = sql`${RECEIVED} AND ${inRange(sql`p."createdAt"`, scope)}${show}`;
  return sql`(
    SELECT 'receipt' AS movement, ${columns}, p."createdAt" AS at, p.gross_amount AS amount,
      ${tax} AS tax, ${discount} AS discount
    FROM ${from} WHERE ${received}
    UNION ALL
    SELECT 'refund', ${columns}, p.refunded_at, p.gross_amount, ${tax}, 0
    FROM ${from} WHERE ${inRange(sql`p.refunded_at`, scope)} AND p.gross_amount > 0${show}
    UNION ALL
    SELECT 'fee', ${columns}, p."createdAt", s.fee_amount, 0, 0
    FROM ${from} JOIN settlement_lines s ON s.payment_id = p.id WHERE ${received} AND s.fee_amount > 0
  )`;
}

/** A movement's WIB day, for a subquery aliased `m`. */
export const DAY = sql`to_char(m.at AT TIME ZONE ${ZONE}, 'YYYY-MM-DD')`;

/** The money figures of the movements aliased `m` (contract moneyFigures), as SQL select columns. */
export const FIGURES = sql`
  count(*) FILTER (WHERE m.movement = 'receipt')::int AS count,
  coalesce(sum(m.amount) FILTER (WHERE m.movement = 'receipt'), 0)::bigint AS gross,
  coalesce(sum(m.discount) FILTER (WHERE m.movement = 'receipt'), 0)::bigint AS vouchers,
  coalesce(sum(m.amount) FILTER (WHERE m.movement = 'refund'), 0)::bigint AS refunds,
  coalesce(sum(m.amount) FILTER (WHERE m.movement = 'fee'), 0)::bigint AS fees,
  (coalesce(sum(m.tax) FILTER (WHERE m.movement = 'receipt'), 0)
    - coalesce(sum(m.tax) FILTER (WHERE m.movement = 'refund'), 0))::bigint AS tax`;

/** Revenue as the dashboard shows it: what came in less what went back (fees and tax not taken off). */
export const REVENUE = sql`(coalesce(sum(m.amount) FILTER (WHERE m.movement = 'receipt'), 0)
  - coalesce(sum(m.amount) FILTER (WHERE m.movement = 'refund'), 0))::bigint`;

/** The start of a WIB day (`YYYY-MM-DD`) as an instant. */
export const wibDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
/** The instant a WIB day ends (the next day's start). */
export const wibDayEnd = (day: string) => new Date(wibDayStart(day).getTime() + 86_400_000);
