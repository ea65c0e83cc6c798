import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../core/db/content-table.js';

/**
 * The treasurer's chart of accounts for the journal export: one row per role a movement's entry
 * touches (cash, bank, the provider's receivable, the revenues, tax payable, fees, refunds), with
 * the code and name the bookkeeping program knows it by. Set once; a role without a row exports
 * under its default (journal/accounts.ts).
 */
export const financeAccounts = pgTable(
  'finance_accounts',
  {
    // an id as every table has (the backup reads each table in id order)
    id: serial('id').primaryKey(),
    role: text('role').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('finance_accounts_role_key').on(t.role),
    check('finance_accounts_code_check', sql`length(${t.code}) BETWEEN 1 AND 30`),
  ],
);
