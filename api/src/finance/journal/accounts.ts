import { type FinanceAccount, LEDGER_ROLES, type LedgerRole } from '@teater/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db/client.js';
import { financeAccounts } from './schema.js';

/**
 * Each role's account until the treasurer names the company's own: codes in the shape of Jurnal.id's
 * default Indonesian chart of accounts (1-1xxxx assets, 2-2xxxx liabilities, 4-4xxxx income,
 * 6-6xxxx expenses), so a first export imports into a fresh company file.
 */
export const DEFAULT_ACCOUNTS: Record<LedgerRole, { code: string; name: string }> = {
  cash: { code: '1-10001', name: 'Kas' },
  bank: { code: '1-10002', name: 'Rekening Bank' },
  provider: { code: '1-10100', name: 'Piutang Midtrans' },
  ticket_revenue: { code: '4-40000', name: 'Pendapatan Tiket' },
  subscription_revenue: { code: '4-40100', name: 'Pendapatan Langganan Sahabat' },
  donation_income: { code: '4-40200', name: 'Pendapatan Donasi' },
  tax_payable: { code: '2-20500', name: 'Utang Pajak Hiburan' },
  fee_expense: { code: '6-60300', name: 'Beban Biaya Pembayaran' },
  refunds: { code: '4-40300', name: 'Retur Penjualan' },
};

export type AccountMap = Record<LedgerRole, { code: string; name: string }>;

/** The mapping as the export uses it: the treasurer's accounts over the defaults. */
export async function accountMap(db: DbOrTx): Promise<AccountMap> {
  const rows = await db.select().from(financeAccounts);
  const map = { ...DEFAULT_ACCOUNTS };
  for (const row of rows) {
    if ((LEDGER_ROLES as readonly string[]).includes(row.role)) {
      map[row.role as LedgerRole] = { code: row.code, name: row.name };
    }
  }
  return map;
}

export const accountList = (map: AccountMap): FinanceAccount[] => LEDGER_ROLES.map((role) => ({ role, ...map[role] }));

/** Writes the given roles' accounts (the others keep theirs). */
export async function saveAccounts(tx: DbOrTx, accounts: FinanceAccount[]) {
  for (const account of accounts) {
    await tx
      .insert(financeAccounts)
      .values({ role: account.role, code: account.code, name: account.name })
      .onConflictDoUpdate({
        target: financeAccounts.role,
        set: { code: account.code, name: account.name, updatedAt: sql`now()` },
      });
  }
}
