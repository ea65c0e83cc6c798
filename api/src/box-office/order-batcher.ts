import type { Db } from '../core/db/client.js';
import { type NewTicketOrder, type Placement, placeOrders } from './seat-placement.js';

/** More than this many waiting orders of one show go in several statements. */
const MAX_BATCH = 100;

interface Waiting {
  order: NewTicketOrder;
  resolve: (placement: Placement) => void;
  reject: (error: unknown) => void;
}

/**
 * Group placement, like a database's group commit: per show, one placing statement in flight at
 * a time (in this process); orders arriving meanwhile wait and then go together in the next one.
 * A rush for one show then costs one row lock hand-over and one commit per batch instead of per
 * order, and buyers no longer pile up on the show's row lock holding pool connections. Across
 * processes the row lock still serializes the batches, and each batch re-checks the stock.
 */
export function orderBatcher(db: Db) {
  const queues = new Map<number, Waiting[]>();

  const run = async (tiketId: number) => {
    const queue = queues.get(tiketId);
    const batch = queue?.splice(0, MAX_BATCH) ?? [];
    if (batch.length === 0) {
      queues.delete(tiketId);
      return;
    }
    try {
      const placements = await placeOrders(
        db,
        tiketId,
        batch.map((w) => w.order),
      );
      batch.forEach((w, i) => {
        const placement = placements[i];
        if (placement) w.resolve(placement);
        else w.reject(new Error('no answer for a batched order'));
      });
    } catch (error) {
      // One bad order (say, of a user deleted meanwhile) must not fail the others: alone, each
      // gets its own answer or error.
      for (const w of batch) {
        if (batch.length === 1) w.reject(error);
        else placeOrders(db, tiketId, [w.order]).then(([p]) => (p ? w.resolve(p) : w.reject(error)), w.reject);
      }
    }
    await run(tiketId);
  };

  return {
    place(order: NewTicketOrder): Promise<Placement> {
      return new Promise((resolve, reject) => {
        const queue = queues.get(order.tiketId);
        if (queue) {
          queue.push({ order, resolve, reject });
          return;
        }
        queues.set(order.tiketId, [{ order, resolve, reject }]);
        void run(order.tiketId);
      });
    },
  };
}
