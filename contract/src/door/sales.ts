import { z } from 'zod';
import { isoTime } from '../answers/common.js';
import { said } from '../i18n/said.js';
import { doorSalesMessages } from '../messages/door-sales.js';
import { validationMessages } from '../messages/validation.js';
import { MAX_ID } from '../safe-values.js';
import { isShortCode } from './payload.js';
import { deviceSchema } from './schemas.js';

/**
 * Selling at the door (issue 44): a pass with the right to sell opens a till shift with a cash
 * float, sells from the door's quota (cash, also with no signal from the device's own share; QRIS
 * online only), and closes the shift with the cash counted.
 */

/** Where an order was sold. */
export const ORDER_CHANNELS = ['web', 'door'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** How the door is paid. */
export const DOOR_PAY_METHODS = ['cash', 'qris'] as const;
export type DoorPayMethod = (typeof DOOR_PAY_METHODS)[number];

/** Most seats one door sale takes (as a web order). */
export const DOOR_SALE_MAX = 10;
/** The largest amount of cash a till takes in one figure (a float, a count, a note handed over). */
export const DOOR_CASH_MAX = 1_000_000_000;

const id = z.number().int().positive().max(MAX_ID);
const rupiah = z
  .number()
  .int(said(() => validationMessages.invalid))
  .min(
    0,
    said(() => validationMessages.invalid),
  )
  .max(
    DOOR_CASH_MAX,
    said(() => validationMessages.invalid),
  );

/** PUT /door/shows/:id/quota: seats per category set aside for the door, and when unsold ones return online. */
export const doorQuotaBody = z.object({
  categories: z.array(z.object({ id, seats: z.number().int().min(0).max(100_000) })).max(50),
  releaseAt: isoTime().nullable().default(null),
});
export type DoorQuotaBody = z.infer<typeof doorQuotaBody>;

/** A category's door quota as the admin and the door see it. */
export const doorQuotaSchema = z.object({
  categoryId: z.number().int(),
  category: z.string(),
  price: z.number().int(),
  /** seats set aside for the door */
  seats: z.number().int(),
  /** of them, sold at the door */
  sold: z.number().int(),
  /** of them, given to devices as their shares */
  shared: z.number().int(),
  releaseAt: isoTime().nullable(),
  releasedAt: isoTime().nullable(),
});
export type DoorQuota = z.infer<typeof doorQuotaSchema>;

/** A device's share of one category's quota: what it may sell with no signal. */
export const doorShareSchema = z.object({
  categoryId: z.number().int(),
  seats: z.number().int(),
  sold: z.number().int(),
});
export type DoorShare = z.infer<typeof doorShareSchema>;

/** One seat set aside for the door of a seated show (decision 037). */
export const doorSeatSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  row: z.string(),
  number: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  price: z.number().int(),
  /** the device whose share it is (its name); null: the door's rest, sold online by any till */
  device: z.string().nullable(),
  sold: z.boolean(),
  /** to its own device only, while unsold: its ticket signed ahead, naming the seat (decision 033) */
  qr: z.string().nullable(),
});
export type DoorSeat = z.infer<typeof doorSeatSchema>;

/** A seated show's door seats and the hour the unsold ones return to online sale. */
export const doorSeatsSchema = z.object({ releaseAt: isoTime().nullable(), seats: z.array(doorSeatSchema) });
export type DoorSeats = z.infer<typeof doorSeatsSchema>;

/** PUT /door/shows/:id/seats: the seats the door keeps (the whole set), and when the unsold return. */
export const doorSeatsBody = z.object({
  seatIds: z.array(id).max(5000),
  releaseAt: isoTime().nullable().default(null),
});
export type DoorSeatsInput = z.infer<typeof doorSeatsBody>;

/** POST /door/passes/:id/selling: a pass may sell (or only admit). */
export const doorSellingBody = z.object({ canSell: z.boolean() });

/** POST /door/shifts: a till opens with its float; the device asks for its offline share per category. */
export const shiftOpenBody = z.object({
  showId: id,
  device: deviceSchema,
  float: rupiah,
  shares: z
    .array(z.object({ categoryId: id, seats: z.number().int().min(0).max(1000) }))
    .max(50)
    .default([]),
  /** a seated show: how many of the door's seats the device takes as its own, to sell with no signal */
  seatShare: z.number().int().min(0).max(1000).default(0),
});
export type ShiftOpen = z.infer<typeof shiftOpenBody>;

/** POST /door/shifts/:id/close: the cash counted in the till. */
export const shiftCloseBody = z.object({ counted: rupiah });

/** Sales of a shift by category and method. */
export const shiftLineSchema = z.object({
  category: z.string(),
  method: z.enum(DOOR_PAY_METHODS),
  tickets: z.number().int(),
  amount: z.number().int(),
});

/** A ticket signed ahead for one seat of a device's share: shown at once when it sells offline. */
export const offlineTicketSchema = z.object({ categoryId: z.number().int(), code: z.string(), qr: z.string() });
export type OfflineTicket = z.infer<typeof offlineTicketSchema>;

export const doorShiftSchema = z.object({
  id: z.number().int(),
  showId: z.number().int(),
  staff: z.string(),
  device: z.string(),
  float: z.number().int(),
  openedAt: isoTime(),
  closedAt: isoTime().nullable(),
  /** float + cash sales - cash refunds: now, or when it closed */
  expected: z.number().int(),
  counted: z.number().int().nullable(),
  difference: z.number().int().nullable(),
  cashSales: z.number().int(),
  cashRefunds: z.number().int(),
  refunds: z.number().int(),
  /** sales voided within the shift: their cash never counted */
  voids: z.number().int(),
  lines: z.array(shiftLineSchema),
  shares: z.array(doorShareSchema),
  /** a seated show: the door's seats that are this device's own share (sold ones marked) */
  seats: z.array(doorSeatSchema),
  /** to its own device only: the signed tickets it may show for offline sales, not yet used (decision 033) */
  offlineTickets: z.array(offlineTicketSchema),
});
export type DoorShift = z.infer<typeof doorShiftSchema>;

/** The buyer: a name, optionally a phone number or an e-mail for the ticket. */
export const doorBuyerSchema = z.object({
  name: z
    .string()
    .trim()
    .min(
      1,
      said(() => validationMessages.required),
    )
    .max(
      100,
      said(() => validationMessages.maxLength(100)),
    ),
  phone: z
    .string()
    .trim()
    .regex(
      /^(\+?\d{8,16})?$/,
      said(() => doorSalesMessages.badPhone),
    )
    .default(''),
  email: z.union([z.literal(''), z.email(said(() => validationMessages.email)).max(200)]).default(''),
});

/** POST /door/sales: one sale, as the device recorded it; sent again with the same key it is the same sale. */
export const doorSaleBody = z.object({
  /** the device's own id for the sale (a UUID) */
  key: z.uuid(),
  showId: id,
  shiftId: id,
  device: deviceSchema,
  categoryId: id,
  count: z.number().int().min(1).max(DOOR_SALE_MAX),
  buyer: doorBuyerSchema,
  method: z.enum(DOOR_PAY_METHODS),
  /** cash handed over */
  received: rupiah.nullable().default(null),
  /** decided on the device with no signal, from its own share */
  offline: z.boolean().default(false),
  /** when it happened, by the device's clock */
  soldAt: isoTime(),
  /** offline: the codes of the pre-signed tickets the device showed the buyer (decision 033), one per seat */
  codes: z
    .array(
      z.string().refine(
        isShortCode,
        said(() => validationMessages.invalid),
      ),
    )
    .max(DOOR_SALE_MAX)
    .default([]),
  /** a seated show: the door's seats sold, one per ticket, all of `categoryId` (offline: of the device's share) */
  seats: z.array(id).max(DOOR_SALE_MAX).default([]),
});
export type DoorSaleInput = z.infer<typeof doorSaleBody>;

export const DOOR_SALE_STATUSES = ['pending', 'paid', 'refunded', 'cancelled', 'expired'] as const;

/** One seat's ticket as the door shows it: its code and signed QR. */
export const doorSaleTicketSchema = z.object({ seat: z.number().int(), code: z.string(), qr: z.string() });

export const doorSaleSchema = z.object({
  key: z.string(),
  orderId: z.string(),
  showId: z.number().int(),
  shiftId: z.number().int(),
  category: z.string(),
  count: z.number().int(),
  total: z.number().int(),
  method: z.enum(DOOR_PAY_METHODS),
  received: z.number().int().nullable(),
  change: z.number().int().nullable(),
  buyer: z.string(),
  status: z.enum(DOOR_SALE_STATUSES),
  offline: z.boolean(),
  soldAt: isoTime(),
  tickets: z.array(doorSaleTicketSchema),
  /** QRIS: the string the QR shows, and the gateway's QR image / checkout address */
  qris: z.object({ qrString: z.string(), url: z.string() }).nullable(),
  /** the device's share after this sale */
  share: doorShareSchema.nullable(),
});
export type DoorSale = z.infer<typeof doorSaleSchema>;

/** A show's paid sales of one channel and method (web, door; cash, qris, sandbox, ...), for the admin. */
export const channelSalesSchema = z.object({
  channel: z.enum(ORDER_CHANNELS),
  /** how it was paid; null when the provider named no method */
  method: z.string().nullable(),
  orders: z.number().int(),
  tickets: z.number().int(),
  amount: z.number().int(),
});
export type ChannelSales = z.infer<typeof channelSalesSchema>;
