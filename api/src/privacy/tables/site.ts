import { PLAIN, type TableDeclaration } from '../declaration.js';

/** Tables without personal data, declared all the same so a new column must say what it holds. */
export const siteTables: Record<string, TableDeclaration> = {
  // No personal data: the seats of an order, its tickets (their buyer is on the order), the
  // sandbox gateway's own records, uploads waiting for a record, breach records (counts, no
  // names), the site's state and keys.
  ticket_order_lines: { columns: { id: PLAIN, id_order: PLAIN, id_kategori: PLAIN, count: PLAIN, price: PLAIN } },
  tickets: {
    columns: {
      id: PLAIN,
      id_order: PLAIN,
      id_tiket: PLAIN,
      seat: PLAIN,
      code: PLAIN,
      id_kategori: PLAIN,
      category: PLAIN,
      checked_in_at: PLAIN,
      checked_in_device: PLAIN,
      admissions: PLAIN,
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  ticket_categories: {
    columns: {
      id: PLAIN,
      id_tiket: PLAIN,
      position: PLAIN,
      name: PLAIN,
      price: PLAIN,
      member_price: PLAIN,
      member_sales_start: PLAIN,
      seats: PLAIN,
      taken: PLAIN,
      sales_start: PLAIN,
      sales_end: PLAIN,
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  sandbox_transactions: {
    columns: {
      id: PLAIN,
      token: PLAIN,
      order_id: PLAIN,
      gross_amount: PLAIN,
      transaction_status: PLAIN,
      fraud_status: PLAIN,
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  // the door's quota: counts
  door_quotas: {
    columns: {
      id: PLAIN,
      id_tiket: PLAIN,
      id_kategori: PLAIN,
      seats: PLAIN,
      shared: PLAIN,
      pool_sold: PLAIN,
      release_at: PLAIN,
      released_at: PLAIN,
      updatedAt: PLAIN,
    },
  },
  image_uploads: { columns: { id: PLAIN, url: PLAIN, created_at: PLAIN } },
  demo_seed_state: { columns: { id: PLAIN, name: PLAIN, done: PLAIN, updated_at: PLAIN } },
  job_runs: {
    columns: {
      name: PLAIN,
      next_run_at: PLAIN,
      last_started_at: PLAIN,
      last_run_by: PLAIN,
      runs: PLAIN,
      last_succeeded_at: PLAIN,
      last_failed_at: PLAIN,
      failures: PLAIN,
    },
  },
  breach_incidents: {
    columns: {
      id: PLAIN,
      title: PLAIN,
      discovered_at: PLAIN,
      window_from: PLAIN,
      window_to: PLAIN,
      exposed: PLAIN,
      description: PLAIN,
      measures: PLAIN,
      advice: PLAIN,
      notified_at: PLAIN,
      notified_count: PLAIN,
      reported_at: PLAIN,
      report: PLAIN,
      createdAt: PLAIN,
      updatedAt: PLAIN,
    },
  },
  ticket_signing_keys: { columns: { id: PLAIN, private_key: PLAIN, public_key: PLAIN, createdAt: PLAIN } },
  site_keys: { columns: { id: PLAIN, name: PLAIN, value: PLAIN, createdAt: PLAIN } },
};
