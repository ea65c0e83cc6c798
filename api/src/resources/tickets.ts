import * as c from '@teater/contract';
import { badRequest } from '../http-error.js';
import type { ServerExtras } from './define.js';

const timeOf = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).getTime();

/**
 * Shows and their tickets (/tiket): the generic routes, plus one rule the fields cannot express:
 * a sales window must end after it starts. Stock changes by orders live in routes/tickets.ts.
 */
export const ticketExtras: ServerExtras = {
  beforeSave(values, { existing }) {
    const start = values.tanggal_mulai_penjualan ?? existing?.tanggal_mulai_penjualan;
    const end = values.tanggal_selesai_penjualan ?? existing?.tanggal_selesai_penjualan;
    if (start && end && timeOf(end) <= timeOf(start)) {
      throw badRequest(c.ticketMessages.windowInvalid, {
        tanggal_selesai_penjualan: c.ticketMessages.windowInvalid,
      });
    }
  },
};
