import type { DoorQuota, DoorSale, DoorSaleInput, DoorShift } from '@teater/contract/door';
import type { Receipt } from './receipts';

// The till's state and a sale as the seller filled it in (till.ts keeps and changes them).

/** A sale decided on this device with no signal, waiting to upload (its key makes a resend harmless). */
export interface Pending {
  input: DoorSaleInput;
  admit: boolean;
}

export interface TillState {
  showId: number | null;
  quotas: DoorQuota[];
  shift: DoorShift | null;
  closed: DoorShift | null;
  pending: Pending[];
  recent: Receipt[];
  /** a QRIS sale on screen, waiting for the buyer to pay */
  qris: DoorSale | null;
  message: string | null;
  busy: boolean;
  /** the sale last tapped on this page and performance.now() then (its tickets' paint is measured; not kept) */
  tapped: { key: string; at: number } | null;
}

export interface SaleForm {
  categoryId: number;
  count: number;
  buyer: { name: string; phone: string; email: string };
  method: DoorSale['method'];
  received: number | null;
  admit: boolean;
  /** a seated show: the door seats sold, one per ticket (decision 037) */
  seats?: number[];
}
