import { localized } from './i18n/localized.js';
import type { ListDef } from './list.js';
import { orderEnglish, seatEnglish } from './messages/en/orders.js';
import { orderTexts, seatTexts } from './messages/id/orders.js';

/** A ticket order's own actions (Indonesian in messages/id/orders.ts, English in messages/en/orders.ts). */
export const orderMessages = localized('orders', orderTexts, orderEnglish);
/** The door and the buyer's tickets: one ticket per seat. */
export const seatMessages = localized('seats', seatTexts, seatEnglish);

/** GET /tiket/:id/attendees: a show's check-in list, one row per ticket. */
export const attendeesList = {
  search: ['nama_user', 'code', 'order_id'],
  sort: { fields: ['nama_user', 'checked_in_at'], default: 'nama_user' },
  filters: {
    present: { kind: 'boolean', label: 'Sudah masuk' },
    conflict: { kind: 'boolean', label: 'Konflik' },
  },
} as const satisfies ListDef;

/**
 * A member's own histories (GET /payment/history-subscription-user, GET /tiket/user/history):
 * newest first, 12 a page like every public list; `id` / `id_user` names whose (an admin may ask).
 */
export const historyList = {
  sort: { fields: ['createdAt'], default: '-createdAt' },
  pageSize: 12,
} as const satisfies ListDef;

const historyPage = (page: number) => `page=${page}&limit=${historyList.pageSize}`;

/**
 * The calls (under /api/v1) behind a member's pages: the browser asks them, and the server asks
 * the same ones with the member's own session to render those pages (api/src/pages/member-pages.ts).
 */
export const memberCalls = {
  subscriptionHistory: (userId: number, page: number) =>
    `/payment/history-subscription-user?id=${userId}&${historyPage(page)}`,
  ticketHistory: (userId: number, page: number) => `/tiket/user/history?id_user=${userId}&${historyPage(page)}`,
  myWaitlist: '/tiket/waitlist/mine?limit=12',
  sandboxCheckout: (token: string) => `/payment/sandbox/${token}`,
  whatsapp: '/users/me/whatsapp',
  consents: '/users/me/consents',
} as const;
