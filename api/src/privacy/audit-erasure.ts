import { privacyMessages } from '@teater/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../core/audit/schema.js';
import type { Tx } from '../core/db/client.js';
import { aboutAccount } from './about-account.js';
import { personalData } from './personal-data.js';

/** The fields that name or reach a person, wherever an entry copied a row: every identity and contact column. */
const naming = [
  ...new Set(
    Object.values(personalData).flatMap((table) =>
      Object.entries(table.columns).flatMap(([column, kind]) =>
        kind === 'identity' || kind === 'contact' ? [column] : [],
      ),
    ),
  ),
];

/** An entry's before/after with every naming field that holds something replaced by 'Akun dihapus'. */
function unnamed(values: AnyColumn): SQL {
  const keys = sql.join(
    naming.map((key) => sql`${key}`),
    sql`, `,
  );
  return sql`CASE WHEN jsonb_typeof(${values}) = 'object' THEN coalesce((
    SELECT jsonb_object_agg(e.key, CASE WHEN e.key IN (${keys}) AND e.value <> 'null'::jsonb
      THEN to_jsonb(${privacyMessages.deletedName}::text) ELSE e.value END)
    FROM jsonb_each(${values}) e), ${values}) ELSE ${values} END`;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? [value.trim().toLowerCase()] : []);

/**
 * Every name and e-mail the account was known by, not only today's: a member who renamed the
 * account is named by the earlier name in the entries written before (the sign-up's summary). The
 * log's own entries about the account (its changes, what it did) hold them all.
 */
async function formerIdentities(tx: Tx, account: { id: number; name: string; email: string }) {
  const rows = await tx
    .select({
      self: sql<boolean>`${auditLog.actor_id} = ${account.id}`,
      subject: sql<boolean>`${auditLog.resource} = 'users' AND ${auditLog.record_id} = ${account.id}`,
      name: auditLog.actor_name,
      email: auditLog.actor_email,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      sql`(${auditLog.resource} = 'users' AND ${auditLog.record_id} = ${account.id}) OR ${auditLog.actor_id} = ${account.id}`,
    );
  const names = new Set(textOf(account.name));
  const emails = new Set(textOf(account.email));
  for (const row of rows) {
    // where the account acted, the entry copied its name and e-mail of the time
    if (row.self) for (const name of textOf(row.name)) names.add(name);
    if (row.self) for (const email of textOf(row.email)) emails.add(email);
    // the account's own record, before and after each change (a staff member's edits of others' records are not theirs)
    if (!row.subject) continue;
    for (const side of [row.before, row.after]) {
      for (const name of textOf(side?.name)) names.add(name);
      for (const email of textOf(side?.email)) emails.add(email);
    }
  }
  return { names: [...names], emails: [...emails] };
}

/**
 * Deleting an account (decision 027): the audit entries about it stay (what was done, when, by
 * which account id and role, from which address, until the log's retention), without the person's
 * name and e-mail: where they acted, in the summary, in the copied fields. Entries of what they did
 * to others' records as staff keep who acted. The log allows this one UPDATE, said in the
 * transaction (migration 0021), and only of those columns.
 */
export async function eraseFromAudit(tx: Tx, account: { id: number; name: string; email: string }) {
  const deleted = privacyMessages.deletedName;
  const self = sql`${auditLog.actor_id} = ${account.id}`;
  const { names, emails } = await formerIdentities(tx, account);
  const namedIn = (column: AnyColumn) =>
    sql`(lower(trim(${column})) IN (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}) OR ${sql.join(
      emails.map((email) => sql`position(${email} IN lower(${column})) > 0`),
      sql` OR `,
    )})`;
  await tx.execute(sql`SET LOCAL teater.audit_erase = 'on'`);
  await tx
    .update(auditLog)
    .set({
      actor_name: sql`CASE WHEN ${self} THEN ${deleted} ELSE ${auditLog.actor_name} END`,
      actor_email: sql`CASE WHEN ${self} THEN NULL ELSE ${auditLog.actor_email} END`,
      summary: sql`CASE WHEN ${namedIn(auditLog.summary)} THEN ${deleted} ELSE ${auditLog.summary} END`,
      before: unnamed(auditLog.before),
      after: unnamed(auditLog.after),
    })
    .where(aboutAccount(account));
  await tx.execute(sql`SET LOCAL teater.audit_erase = 'off'`);
}
