import { z } from 'zod';
import { WAITLIST_STATUSES } from '../waitlist.js';
import { isoTime } from './common.js';

/** Answers of the box office's vouchers and waiting lists; their types are what the web reads. */

/** A voucher's scope as its answers name it: each show with the categories chosen (none: all). */
export const voucherScopeSchema = z.array(
  z.object({
    id: z.number().int(),
    nama_pertujukan: z.string(),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
);
export type VoucherScope = z.infer<typeof voucherScopeSchema>;

/** What a voucher's answers add to its fields. */
export const voucherAnswerExtras = {
  show_ids: z.array(z.number().int()),
  category_ids: z.array(z.number().int()),
  /** orders that hold a use now (pending or paid): a cancelled, expired or refunded order's use returns */
  used: z.number().int(),
  scope: voucherScopeSchema,
};

/** POST /vouchers/batch's answer: the codes made. */
export const voucherBatchAnswerSchema = z.object({ count: z.number().int(), codes: z.array(z.string()) });

/** A voucher on an order, its payment and its e-ticket: the code and what it took off. */
export const orderVoucherSchema = z.object({ code: z.string(), discount: z.number().int() }).nullable();
export type OrderVoucher = z.infer<typeof orderVoucherSchema>;

/** A waiting-list entry as its member sees it (their list, the offer page). */
export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  quantity: z.number().int(),
  /** the place in line while waiting (1: next to be offered) */
  position: z.number().int().nullable(),
  /** while offered: until when the seats are held */
  offer_expires_at: isoTime().nullable(),
  /** the order the offer became */
  id_order: z.number().int().nullable(),
  createdAt: isoTime(),
  tiket: z.object({
    id: z.number().int(),
    nama_pertujukan: z.string(),
    tanggal_pertujukan: isoTime(),
    tempat_pertujukan: z.string(),
  }),
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    /** what one seat costs this member now (the Sahabat price for an active Sahabat) */
    price: z.number().int(),
  }),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** A row of the admins' waiting lists: the entry and who asked. */
export const adminWaitlistEntrySchema = waitlistEntrySchema.extend({
  buyer_name: z.string(),
  buyer_email: z.string(),
  id_user: z.number().int().nullable(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;
