import { holdExtensionAnswer, orderMessages } from '@teater/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { conflict } from '../core/http-error.js';
import { orderFor } from './order-actions.js';
import { ticketOrders } from './schema.js';

/**
 * A pending order's hold extended once by its buyer, by the hold time again: one conditional
 * UPDATE (still pending, still holding, not past its time, never extended), so two taps or two
 * processes extend it once. The seats stay with the order; the sweep frees them at the new time.
 */
export async function holdExtensionRoutes(app: FastifyInstance) {
  app.post(
    '/tiket/orders/:id/extend',
    {
      preHandler: requireAccess('user'),
      schema: {
        params: z.object({ id: z.string() }),
        response: answers({ 200: holdExtensionAnswer }, [...refusalsOf('user'), 404, 409]),
      },
    },
    async (request) => {
      const order = await orderFor(app, request, false);
      const minutes = app.config.TICKET_HOLD_MINUTES;
      const now = new Date();
      const extended = await app.db.transaction(async (tx) => {
        const [after] = await tx
          .update(ticketOrders)
          .set({
            expiresAt: sql`${ticketOrders.expiresAt} + make_interval(mins => ${minutes}::int)`,
            hold_extended_at: now,
            updatedAt: now,
          })
          .where(
            and(
              eq(ticketOrders.id, order.id),
              eq(ticketOrders.status, 'pending'),
              eq(ticketOrders.holdsStock, true),
              gt(ticketOrders.expiresAt, now),
              isNull(ticketOrders.hold_extended_at),
            ),
          )
          .returning();
        if (after)
          await audit(tx, request, { resource: 'ticket_orders', id: order.id, action: 'update', before: order, after });
        return after;
      });
      if (!extended) {
        if (order.status !== 'pending') throw conflict(orderMessages.notPending);
        if (order.hold_extended_at) throw conflict(orderMessages.holdExtendedAlready);
        throw conflict(orderMessages.holdEnded);
      }
      return { message: orderMessages.holdExtended, data: { expiresAt: extended.expiresAt.toISOString() } };
    },
  );
}
