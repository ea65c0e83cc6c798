import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/schema.js';
import type { Db, Tx } from '../../core/db/client.js';
import { PURPOSES } from './purposes.js';
import { type recurringPlans, renewalSettings } from './schema.js';

type PlanRow = typeof recurringPlans.$inferSelect;

const DAY_MS = 86_400_000;

/** The grace period's days (the admins' setting; 0 until they set one). */
export async function graceDays(db: Db | Tx): Promise<number> {
  const [row] = await db.select().from(renewalSettings).where(eq(renewalSettings.id, 1));
  return row?.grace_days ?? 0;
}

/**
 * A plan's charge failed: exclusive content stays open for the grace period counted from the
 * period's due date (when the paid month ended), while the retries go on. Only for what opens
 * content (a Sahabat month), never for a monthly gift.
 */
export async function openGrace(tx: Tx, plan: PlanRow) {
  if (!PURPOSES[plan.purpose].opensContent || plan.id_user === null) return;
  const days = await graceDays(tx);
  const until = days > 0 ? new Date(plan.period_due_at.getTime() + days * DAY_MS) : null;
  await tx.update(users).set({ grace_until: until }).where(eq(users.id, plan.id_user));
}

/** Paid, stopped or ended: no grace any more (a paid month opens the content by itself). */
export async function closeGrace(tx: Tx | Db, plan: Pick<PlanRow, 'purpose' | 'id_user'>) {
  if (!PURPOSES[plan.purpose].opensContent || plan.id_user === null) return;
  await tx
    .update(users)
    .set({ grace_until: null })
    .where(and(eq(users.id, plan.id_user), sql`${users.grace_until} IS NOT NULL`));
}

/** A new setting applies at once to every member whose renewal is overdue now. */
export async function applyGraceDays(tx: Tx, days: number) {
  const opening = Object.entries(PURPOSES).flatMap(([purpose, rules]) => (rules.opensContent ? [sql`${purpose}`] : []));
  await tx.execute(sql`
    UPDATE users u SET grace_until = CASE WHEN ${days}::int > 0 THEN p.period_due_at + make_interval(days => ${days}::int) END
    FROM recurring_plans p
    WHERE p.id_user = u.id AND p.state = 'past_due' AND p.purpose IN (${sql.join(opening, sql`, `)})`);
}
