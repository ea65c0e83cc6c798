import { z } from 'zod';
import { MAX_TICKETS_PER_ORDER } from '../constants.js';
import { said } from '../i18n/said.js';
import { seatingMessages } from '../messages/seating.js';
import { validationMessages } from '../messages/validation.js';
import { ticketCount, ticketOrderFields } from '../payments.js';
import { idNumber, plainString, requiredText } from '../safe-values.js';
import { planLayout } from './layout.js';

const name = () => requiredText(80, plainString());

/** POST /venue-plans (a new plan, or one imported from its JSON) and PUT /venue-plans/:id (its next version). */
export const venuePlanBody = z.object({ name: name(), layout: planLayout });
export type VenuePlanBody = z.infer<typeof venuePlanBody>;

/** PUT /tiket/:id/seating: the plan a show is sold on, each seat in one price zone (a category of the show). */
export const showSeatingBody = z.object({
  id_plan: idNumber(),
  /** a section's seats (or only these rows of it) in a zone; a later zone wins over an earlier one */
  zones: z
    .array(
      z.object({
        section: plainString().min(1).max(40),
        rows: z.array(plainString().min(1).max(8)).max(100).optional(),
        id_kategori: idNumber(),
      }),
    )
    .min(1)
    .max(200),
});
export type ShowSeatingBody = z.infer<typeof showSeatingBody>;

const seatIds = (max: number) =>
  z
    .array(idNumber())
    .min(
      1,
      said(() => validationMessages.required),
    )
    .max(
      max,
      said(() => validationMessages.max(max)),
    )
    .refine(
      (ids) => new Set(ids).size === ids.length,
      said(() => seatingMessages.duplicateSeat),
    );

/** POST /tiket/:id/seats/block: admins keep seats off sale (the cast, the press, a sponsor), with a reason. */
export const seatBlockBody = z.object({
  seats: seatIds(500),
  reason: requiredText(120, plainString(), () => seatingMessages.blockReasonRequired),
});

/** POST /tiket/:id/seats/move: a buyer moved from one seat to a free seat of the same zone. */
export const seatMoveBody = z.object({ from: idNumber(), to: idNumber() });

/** POST /tiket/:id/seats/comp: held seats issued as complimentary tickets, to a guest's name and e-mail. */
export const seatCompBody = z.object({
  seats: seatIds(MAX_TICKETS_PER_ORDER),
  name: plainString()
    .trim()
    .min(
      1,
      said(() => validationMessages.required),
    )
    .max(
      80,
      said(() => validationMessages.maxLength(80)),
    ),
  email: z.email(said(() => validationMessages.email)).max(254),
});
export type SeatCompBody = z.infer<typeof seatCompBody>;

/** POST /tiket/:id/seats/release: held seats go back on sale. */
export const seatReleaseBody = z.object({ seats: seatIds(500) });

/**
 * POST /tiket/user/pesan-kursi: chosen seats (1 to 10), or the best `count` adjacent seats of a
 * zone, found and taken by the server at once; with a voucher, applied as on any order (a voucher
 * naming categories discounts the seats of those zones only).
 */
export const seatOrderBody = ticketOrderFields
  .pick({ nama_user: true, no_telp: true, id_tiket: true, voucher: true })
  .extend({
    seats: seatIds(MAX_TICKETS_PER_ORDER).optional(),
    best: z.object({ count: ticketCount(), id_kategori: idNumber() }).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.seats === undefined) === (body.best === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['seats'], message: validationMessages.required });
    }
  });
export type SeatOrderBody = z.infer<typeof seatOrderBody>;

/** GET /tiket/:id/seats/best?count=&zone= */
export const bestSeatsQuery = z.object({ count: z.coerce.number().pipe(ticketCount()), zone: idNumber() });
