import { sql } from 'drizzle-orm';

/**
 * A ticket order ends without the gateway's word when its hold expires (or its account goes): its
 * payment keeps the gateway's 'pending', so that a late payment is still received (and refunded,
 * ticket-settlement.ts) rather than refused as a move from a final state. For people, though, that
 * payment is over: it is no longer "Belum Lunas" nor pending on the dashboard.
 */
const ENDED: Record<string, string> = { expired: 'expire', cancelled: 'cancel' };

/** The payments row (`payments` in the query) is a pending one whose ticket order has ended. */
export const orderEnded = sql`EXISTS (SELECT 1 FROM ticket_orders ended_order
  WHERE ended_order.order_id = payments.order_id AND ended_order.status IN ('expired', 'cancelled'))`;

/** The state a payment is shown in: a pending one of an ended order as the order ended (expire, cancel). */
export const shownTransactionStatus = (transactionStatus: string, orderStatus: string | null | undefined) =>
  transactionStatus === 'pending' && orderStatus ? (ENDED[orderStatus] ?? transactionStatus) : transactionStatus;
