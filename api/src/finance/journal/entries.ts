import type { LedgerRole } from '@teater/contract';
import type { Movement } from './movement-stream.js';

/** One line of a journal entry: an account role debited or credited. */
export interface JournalLine {
  role: LedgerRole;
  debit: number;
  credit: number;
}

const REVENUE: Record<Movement['kind'], LedgerRole> = {
  ticket: 'ticket_revenue',
  subscription: 'subscription_revenue',
  donation: 'donation_income',
};

/** Where a movement's money sits: the till's cash, or the provider's hands until it pays out (card, GoPay, QRIS, VA). */
const holderOf = (movement: Movement): LedgerRole => (movement.method === 'cash' ? 'cash' : 'provider');

/**
 * A movement's balanced entry (debits = credits), empty for one of Rp 0:
 * - receipt: debit cash or the provider's receivable; credit the revenue less its tax, and tax payable;
 * - refund: the reverse, the revenue part on the refunds (sales returns) account;
 * - fee: debit fee expense, credit the provider's receivable.
 * The provider's payout to the bank (debit bank, credit the receivable) is the settlement import's.
 */
export function entryOf(movement: Movement): JournalLine[] {
  const { amount, tax } = movement;
  if (amount <= 0) return [];
  const lines: JournalLine[] =
    movement.movement === 'receipt'
      ? [
          { role: holderOf(movement), debit: amount, credit: 0 },
          { role: REVENUE[movement.kind], debit: 0, credit: amount - tax },
          { role: 'tax_payable', debit: 0, credit: tax },
        ]
      : movement.movement === 'refund'
        ? [
            { role: 'refunds', debit: amount - tax, credit: 0 },
            { role: 'tax_payable', debit: tax, credit: 0 },
            { role: holderOf(movement), debit: 0, credit: amount },
          ]
        : [
            { role: 'fee_expense', debit: amount, credit: 0 },
            { role: 'provider', debit: 0, credit: amount },
          ];
  return lines.filter((line) => line.debit > 0 || line.credit > 0);
}
