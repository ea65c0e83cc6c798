import type { DoorQuota, DoorSale, DoorSaleInput, OfflineTicket } from '@teater/contract/door';

/** What the seller saw of a sale: paid with its tickets, sold offline and queued, or voided since. */
export interface Receipt {
  key: string;
  category: string;
  count: number;
  total: number;
  received: number | null;
  method: DoorSale['method'];
  queued: boolean;
  tickets: { code: string; qr: string }[];
  /** undone at the till within the shift */
  voided?: boolean;
}

/** A sale the server holds, as its receipt. */
export const receiptOfSale = (sale: DoorSale): Receipt => ({
  key: sale.key,
  category: sale.category,
  count: sale.count,
  total: sale.total,
  received: sale.received,
  method: sale.method,
  queued: false,
  tickets: sale.tickets.map(({ code, qr }) => ({ code, qr })),
  voided: sale.status === 'cancelled',
});

/** A sale decided here with no signal, as its receipt: the tickets signed ahead, when the device had them. */
export function queuedReceipt(
  input: DoorSaleInput,
  quotas: readonly Pick<DoorQuota, 'categoryId' | 'category' | 'price'>[],
  signed: OfflineTicket[],
): Receipt {
  const category = quotas.find((q) => q.categoryId === input.categoryId);
  return {
    key: input.key,
    category: category?.category ?? '',
    count: input.count,
    total: (category?.price ?? 0) * input.count,
    received: input.received,
    method: 'cash',
    queued: true,
    tickets: signed.map(({ code, qr }) => ({ code, qr })),
  };
}
