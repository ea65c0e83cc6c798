import type { Db } from '../core/db/client.js';
import { type NewTicketOrder, type Placement, placeOrders } from './seat-placement.js';

/** More than this many waiting orders of one show go in several statements. */
const MAX_BATCH = 100;

interface Waiting<T, R> {
  order: T;
  resolve: (answer: R) => void;
  reject: (error: unknown) => void;
}

/** Places a batch of orders of one show, all or none of each, first come first served: one answer per order, in order. */
export type PlaceBatch<T, R> = (tiketId: number, orders: readonly T[]) => Promise<R[]>;

/**
 * Group placement, like a database's group commit: per show, one batch in flight at a time (in
 * this process); orders arriving meanwhile wait and then go together in the next one. A rush for
 * one show then costs one row lock hand-over and one commit per batch instead of per order, and
 * buyers no longer pile up on the show's row lock holding pool connections. Across processes the
 * row lock still serializes the batches, and each batch re-checks the stock. Used for counted
 * orders (below) and for seat orders (seating/seat-batch.ts).
 */
export function batcher<T extends { tiketId: number }, R>(placeBatch: PlaceBatch<T, R>) {
  const queues = new Map<number, Waiting<T, R>[]>();

  const run = async (tiketId: number) => {
    const queue = queues.get(tiketId);
    const batch = queue?.splice(0, MAX_BATCH) ?? [];
    if (batch.length === 0) {
      queues.delete(tiketId);
      return;
    }
    try {
      const answers = await placeBatch(
        tiketId,
        batch.map((w) => w.order),
      );
      batch.forEach((w, i) => {
        const answer = answers[i];
        if (answer !== undefined) w.resolve(answer);
        else w.reject(new Error('no answer for a batched order'));
      });
    } catch (error) {
      // One bad order (say, of a user deleted meanwhile) must not fail the others: alone, each
      // gets its own answer or error.
      for (const w of batch) {
        if (batch.length === 1) w.reject(error);
        else
          placeBatch(tiketId, [w.order]).then(
            ([answer]) => (answer !== undefined ? w.resolve(answer) : w.reject(error)),
            w.reject,
          );
      }
    }
    await run(tiketId);
  };

  return {
    place(order: T): Promise<R> {
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

/** Counted orders (general admission) of a show placed in one statement per batch. */
export const orderBatcher = (db: Db) =>
  batcher<NewTicketOrder, Placement>((tiketId, orders) => placeOrders(db, tiketId, orders));
