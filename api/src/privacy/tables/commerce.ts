import { PLAIN, type TableDeclaration } from '../declaration.js';

/** Money and promises: payments, ticket orders and their tickets, door scans. */
export const commerceTables: Record<string, TableDeclaration> = {
  payments: {
    retention: 'financial',
    columns: {
      id: PLAIN,
      order_id: PLAIN,
      kind: 'transactions',
      id_user: PLAIN,
      buyer_name: 'identity',
      buyer_email: 'contact',
      gross_amount: 'transactions',
      transaction_status: 'transactions',
      fraud_status: PLAIN,
      token: PLAIN,
      applied_at: PLAIN,
      needs_refund: PLAIN,
      /** the gateway's notification: payment method, masked card or account numbers */
      raw: 'transactions',
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  ticket_orders: {
    retention: 'financial',
    columns: {
      id: PLAIN,
      id_tiket: PLAIN,
      id_user: PLAIN,
      nama_user: 'identity',
      buyer_email: 'contact',
      no_telp: 'contact',
      jumlah_tiket: 'transactions',
      total_harga: 'transactions',
      order_id: PLAIN,
      status: 'transactions',
      holds_stock: PLAIN,
      expires_at: PLAIN,
      ticket_code: PLAIN,
      checked_in_at: 'transactions',
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  door_scans: {
    retention: 'financial',
    columns: {
      id: PLAIN,
      scan_id: PLAIN,
      id_tiket: PLAIN,
      id_ticket: PLAIN,
      code: PLAIN,
      result: 'transactions',
      conflict: PLAIN,
      device_id: PLAIN,
      device_name: PLAIN,
      id_user: PLAIN,
      /** the door staff's name at the scan */
      staff_name: 'identity',
      scanned_at: 'transactions',
      received_at: PLAIN,
    },
  },
};
