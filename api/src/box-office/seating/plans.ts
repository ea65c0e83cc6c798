import { seatingMessages as m, type PlanLayout, seatsOfLayout, type VenuePlanBody } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../core/audit/record.js';
import type { Db, DbOrTx } from '../../core/db/client.js';
import { notFound } from '../../core/http-error.js';
import { venuePlans } from './schema.js';

export type VenuePlan = typeof venuePlans.$inferSelect;

/** A plan as the API answers it (the detail carries the layout: its JSON export). */
export const planSummaryOf = (plan: VenuePlan) => ({
  id: plan.id,
  name: plan.name,
  version: plan.version,
  id_previous: plan.id_previous,
  seat_count: plan.seat_count,
  createdAt: plan.createdAt.toISOString(),
});
export const planDetailOf = (plan: VenuePlan) => ({ ...planSummaryOf(plan), layout: plan.layout });

export async function findPlan(db: DbOrTx, id: number): Promise<VenuePlan> {
  const [plan] = await db.select().from(venuePlans).where(eq(venuePlans.id, id));
  if (!plan) throw notFound(m.planNotFound);
  return plan;
}

async function insertPlan(
  db: Db,
  request: FastifyRequest,
  values: { name: string; layout: PlanLayout; version: number; id_previous: number | null },
): Promise<VenuePlan> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(venuePlans)
      .values({ ...values, seat_count: seatsOfLayout(values.layout).length })
      .returning();
    if (!plan) throw new Error('the plan was not written');
    await audit(tx, request, { resource: 'venue_plans', id: plan.id, action: 'create', after: planSummaryOf(plan) });
    return plan;
  });
}

/** A new plan (drawn, or imported from a plan's JSON): its first version. */
export const createPlan = (db: Db, request: FastifyRequest, body: VenuePlanBody) =>
  insertPlan(db, request, { ...body, version: 1, id_previous: null });

/**
 * An edit is saved as the plan's next version: plans are never changed in place, so a show keeps
 * the plan it was sold on and its seats keep their places.
 */
export async function saveVersion(db: Db, request: FastifyRequest, id: number, body: VenuePlanBody) {
  const previous = await findPlan(db, id);
  return insertPlan(db, request, { ...body, version: previous.version + 1, id_previous: previous.id });
}

/** A copy: a new plan of its own (version 1) with the same drawing, to adapt for another hall or layout. */
export async function copyPlan(db: Db, request: FastifyRequest, id: number) {
  const source = await findPlan(db, id);
  return insertPlan(db, request, {
    name: m.copyName(source.name),
    layout: source.layout,
    version: 1,
    id_previous: null,
  });
}
