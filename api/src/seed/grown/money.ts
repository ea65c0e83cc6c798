import { sql } from 'drizzle-orm';
import type { Tx } from '../../core/db/client.js';
import { GROWN_MARK, pastMoment } from './sql-helpers.js';

/**
 * How the grown payments were paid, as the money reports group them (finance/reports/movements.ts):
 * on the web through the provider's methods (its payment_type), at the door in cash or QRIS. A
 * SQL expression of the row number i, so the seed stays set-based.
 */
export const webMethod = sql`(ARRAY['qris','gopay','bank_transfer','credit_card','qris','shopeepay','echannel','gopay'])[1 + i % 8]`;
/** One ticket order in eight that was paid was sold at the door's till (i % 10 < 7: paid, orders.ts). */
export const soldAtDoor = sql`(i % 8 = 5 AND i % 10 < 7)`;
export const doorMethod = sql`CASE WHEN i % 16 = 5 THEN 'cash' ELSE 'qris' END`;

/** Payment states of the grown subscriptions and gifts: mostly paid, some refunded days later. */
export const paidStates = sql`(ARRAY['settlement','settlement','settlement','settlement','settlement','settlement','settlement',
  'refund','settlement','settlement','settlement','settlement','settlement','settlement','settlement','pending','expire',
  'expire','cancel','deny'])[1 + i % 20]`;
/** When a refunded payment's money went back: some days after it was paid (`at`), never after now. */
export const refundedAt = (at: ReturnType<typeof sql>) =>
  sql`CASE WHEN i % 20 = 7 THEN least(now(), ${at} + (1 + i % 9) * interval '1 day') END`;

/**
 * `gifts` donations over five years to one campaign a year, each through its payment (kind
 * 'donation'), paid on the web; the donation's status follows its payment's.
 */
export async function seedGrownDonations(tx: Tx, gifts: number, accounts: number) {
  await tx.execute(sql`
    INSERT INTO kampanyes (judul, cerita, target, mulai, selesai, "createdAt", "updatedAt")
    SELECT 'Dana Pentas ' || (extract(year FROM now())::int - 5 + y), 'Bantu pementasan musim ' || y || '.',
      250000000, now() - (6 - y) * interval '1 year', now() - (5 - y) * interval '1 year',
      now() - (6 - y) * interval '1 year', now() - (6 - y) * interval '1 year'
    FROM generate_series(1, 5) AS y`);
  await tx.execute(sql`
    WITH accounts AS (SELECT id, name, email, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE email LIKE ${`%${GROWN_MARK}`}),
    campaigns AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM kampanyes WHERE judul LIKE 'Dana Pentas %'),
    wanted AS (
      SELECT i, ${pastMoment(13)} AS at, ${paidStates} AS state, ${refundedAt(pastMoment(13))} AS refunded,
        (ARRAY[25000, 50000, 100000, 50000, 250000, 75000, 500000, 100000])[1 + i % 8] AS amount, ${webMethod} AS method
      FROM generate_series(1, ${gifts}) AS i
    ), paid AS (
      INSERT INTO payments (order_id, kind, id_user, buyer_name, buyer_email, gross_amount, transaction_status, channel,
        method, refunded_at, "createdAt", "updatedAt")
      SELECT 'DON-G' || w.i, 'donation', a.id, a.name, a.email, w.amount, w.state, 'web', w.method, w.refunded, w.at,
        coalesce(w.refunded, w.at)
      FROM wanted w JOIN accounts a ON a.k = (w.i * 23) % ${accounts}
      RETURNING order_id, id_user, buyer_name, buyer_email, gross_amount, transaction_status, refunded_at, "createdAt"
    )
    INSERT INTO donations (campaign_id, order_id, id_user, amount, status, donor_name, donor_email, paid_at, refunded_at,
      "createdAt", "updatedAt")
    SELECT c.id, p.order_id, p.id_user, p.gross_amount,
      CASE p.transaction_status WHEN 'settlement' THEN 'paid' WHEN 'refund' THEN 'refunded' WHEN 'pending' THEN 'pending' ELSE 'failed' END,
      p.buyer_name, p.buyer_email, CASE WHEN p.transaction_status IN ('settlement', 'refund') THEN p."createdAt" END,
      p.refunded_at, p."createdAt", p."createdAt"
    FROM paid p
    JOIN campaigns c ON c.k = greatest(0, least(4, floor(extract(epoch FROM p."createdAt" - (now() - interval '5 years')) / 31557600)))::int`);
}
