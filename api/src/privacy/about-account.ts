import { type SQL, sql } from 'drizzle-orm';

/** Whose data it is: the member's id and their e-mail now. */
export interface Member {
  id: number;
  email: string;
}

export const myOrders = (m: Member) => sql`SELECT id FROM ticket_orders WHERE id_user = ${m.id}`;

/**
 * Audit entries about an account (its subject, whoever acted): the account itself, its own sessions
 * and factors (only its owner opens or changes those), its consents, orders and payments, and what
 * it did as a member (a member acts on nothing but its own). Read by the export and by the deletion
 * routine, which erases the person's name and e-mail from exactly these.
 */
export const aboutAccount = (m: Member): SQL => sql`((resource = 'users' AND record_id = ${m.id})
  OR (resource IN ('sessions', 'second_factors') AND actor_id = ${m.id})
  OR (actor_id = ${m.id} AND actor_role = 'user')
  OR (resource = 'consents' AND record_id IN (SELECT id FROM consents WHERE user_id = ${m.id}))
  OR (resource = 'ticket_orders' AND record_id IN (${myOrders(m)}))
  OR (resource = 'payments' AND record_id IN (SELECT id FROM payments WHERE id_user = ${m.id})))`;
