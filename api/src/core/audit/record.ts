import type { AuditAction } from '@teater/contract';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import type { SessionUser } from '../session-user.js';
import { changesOf, summaryOf } from './changes.js';
import { auditLog } from './schema.js';

/** Who did it, copied into the entry as they are now (the entry outlives the account). */
export interface AuditActor {
  id: number | null;
  role: string;
  name: string | null;
  email: string | null;
}

/** A change made by the site itself for an outside party (the payment gateway's notification). */
export const systemActor = (name: string): AuditActor => ({ id: null, role: 'system', name, email: null });

export interface AuditInput {
  /** the resource's name (`beritas`, `users`, `ticket_orders`, …: AUDIT_RESOURCES) */
  resource: string;
  /** the record's id, when the change has one */
  id?: number | null;
  action: AuditAction;
  /** the record before the change (update, delete) and after it (create, update): whole rows are fine */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** what the record is called; derived from the rows (title, name, order id, e-mail) when left out */
  summary?: string;
  /** who, when not the logged-in caller: the account logging in, or systemActor(…) */
  actor?: AuditActor | SessionUser | null;
}

/** A staff account acting before its second factor (a member's powers meanwhile): what it is. */
const staffRoleOf = (actor: AuditActor | SessionUser | null) =>
  actor && 'staffRole' in actor ? actor.staffRole : undefined;

/** Staff: every role but a member's (admins, superadmins, door accounts). */
export const isStaff = (user: { role: string } | null | undefined) => user != null && user.role !== 'user';

/** The entry's row: who (the caller, or `input.actor`), from where, and the change. */
function entryOf(request: FastifyRequest | null, input: AuditInput): typeof auditLog.$inferInsert {
  const actor = input.actor !== undefined ? input.actor : (request?.user ?? null);
  const { before, after } = changesOf(input.before, input.after);
  return {
    actor_id: actor?.id ?? null,
    actor_role: staffRoleOf(actor) ?? actor?.role ?? null,
    actor_name: actor?.name ?? null,
    actor_email: actor?.email ?? null,
    ip: request?.ip ?? null,
    resource: input.resource,
    record_id: input.id ?? null,
    action: input.action,
    summary: input.summary ?? summaryOf(input.after, input.before),
    before,
    after,
  };
}

/**
 * Writes one audit entry. Call it with the transaction of the change itself (`tx`), so the entry
 * exists exactly when the change does; `request` gives the caller and the address.
 */
export async function audit(tx: DbOrTx, request: FastifyRequest | null, input: AuditInput): Promise<void> {
  await tx.insert(auditLog).values(entryOf(request, input));
}

/** Many entries of one caller in one statement (a renewal run's payments), the same as audit's one by one. */
export async function auditAll(tx: DbOrTx, request: FastifyRequest | null, inputs: AuditInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await tx.insert(auditLog).values(inputs.map((input) => entryOf(request, input)));
}

/** The same, for routes members use too (their own orders): only a staff caller's change is logged. */
export async function auditIfStaff(tx: DbOrTx, request: FastifyRequest, input: AuditInput): Promise<void> {
  if (isStaff(request.user)) await audit(tx, request, input);
}
