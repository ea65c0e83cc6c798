import { z } from 'zod';
import { ORDER_CHANNELS } from '../door/sales.js';
import { TICKET_ORDER_STATUSES } from '../payments.js';
import { seatPlaceSchema } from '../seating/place.js';
import { orderVoucherSchema } from './box-office.js';
import { isoTime } from './common.js';

/** Answers of the payment and ticket calls; their types are what the web reads. */

const PAYMENT_STATES = ['pending', 'challenge', 'paid', 'failed', 'refunded'] as const;
const PAYMENT_KINDS = ['subscription', 'ticket', 'donation'] as const;

/** What the web needs to open the provider's checkout for a new payment. */
export const paymentStartSchema = z.object({
  token: z.string(),
  order_id: z.string(),
  gross_amount: z.number().int(),
  provider: z.enum(['midtrans', 'sandbox']),
  /** the sandbox checkout page, or Midtrans' hosted page */
  redirect_url: z.string(),
  /** Midtrans only: snap.js and the client key it needs */
  snap_url: z.string().nullable(),
  client_key: z.string().nullable(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** A subscription payment (and, extended, any payment of the admin's list). */
const paymentSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  gross_amount: z.number().int(),
  transaction_status: z.string(),
  status: z.enum(PAYMENT_STATES),
  createdAt: isoTime(),
});

/** A row of GET /payment/history-subscription-user */
export const subscriptionPaymentSchema = paymentSchema.extend({
  /** until when an unpaid checkout can still be paid (`SUBSCRIPTION_PLAN.checkoutHours` after it began) */
  expiresAt: isoTime(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/** A row of the admin payments list (GET /payment). */
export const adminPaymentSchema = paymentSchema.extend({
  kind: z.enum(PAYMENT_KINDS),
  /** where it was paid (web, door) and how (cash, qris, the provider's payment type); null: not yet known */
  channel: z.enum(ORDER_CHANNELS),
  method: z.string().nullable(),
  needsRefund: z.boolean(),
  /** the buyer at purchase, kept when the account is deleted */
  buyer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  /** the account today; null once it is deleted */
  user: z
    .object({ id: z.number().int(), name: z.string(), email: z.string(), subscription_time: isoTime().nullable() })
    .nullable(),
  /** a ticket payment's order: the show and how many seats; null for a subscription */
  ticket: z
    .object({ nama_pertujukan: z.string(), jumlah_tiket: z.number().int(), voucher: orderVoucherSchema })
    .nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** What a payment notification changed (the webhook and the sandbox checkout). */
export const paymentOutcomeSchema = z.object({
  order_id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  state: z.enum(PAYMENT_STATES),
  changed: z.boolean(),
});

/** One category as the API answers it. `seats` is every seat of it, `seats_left` those still for sale. */
export const ticketCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  seats: z.number().int(),
  seats_left: z.number().int(),
  /** null: the show's own sales window */
  sales_start: isoTime().nullable(),
  sales_end: isoTime().nullable(),
  /** what an active Sahabat pays for a seat; null: the price */
  member_price: z.number().int().nullable(),
  /** active Sahabat may order from this time, before the sale opens to everyone; null: no presale */
  member_sales_start: isoTime().nullable(),
  /** an order ever took seats of it: it cannot be deleted */
  has_orders: z.boolean(),
});
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

/** A category's seats in an order: `{ name, count, price }` per category (history, admin lists). */
export const orderLineSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  price: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One seat's ticket: its own code and QR, admitted once. */
export const seatTicketSchema = z.object({
  seat: z.number().int(),
  code: z.string(),
  /** what its QR carries: the code with its show and seat, signed by the server (decision 025) */
  qr: z.string(),
  /** its category's name at purchase */
  category: z.string(),
  checkedInAt: isoTime().nullable(),
  /** a seated show's ticket: its section, row and seat */
  place: seatPlaceSchema.optional(),
});
export type SeatTicket = z.infer<typeof seatTicketSchema>;

/** A row of GET /tiket/user/history */
export const ticketPurchaseSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  jumlah_tiket: z.number().int(),
  total_harga: z.number().int(),
  status: z.enum(TICKET_ORDER_STATUSES),
  /** shown only while the order is paid: a code is an entry pass */
  ticket_code: z.string().nullable(),
  /** one per seat, while the order is paid */
  tickets: z.array(seatTicketSchema),
  /** the seats it holds per category */
  categories: z.array(orderLineSchema),
  /** the voucher it used and what it took off the total */
  voucher: orderVoucherSchema,
  expiresAt: isoTime(),
  /** whether its buyer has extended its hold already (once an order) */
  hold_extended: z.boolean(),
  createdAt: isoTime(),
  tiket: z.object({
    id: z.number().int(),
    nama_pertujukan: z.string(),
    harga_tiket: z.number().int(),
    tanggal_pertujukan: isoTime(),
    tempat_pertujukan: z.string(),
  }),
});
export type TicketPurchase = z.infer<typeof ticketPurchaseSchema>;

/** POST /tiket/orders/:id/extend: the order's hold, extended once; until when it now holds its seats. */
export const holdExtensionAnswer = z.object({
  message: z.string(),
  data: z.object({ expiresAt: isoTime() }),
});

/** A row of GET /tiket/orders */
export const adminTicketOrderSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  nama_user: z.string(),
  no_telp: z.string(),
  jumlah_tiket: z.number().int(),
  total_harga: z.number().int(),
  status: z.enum(TICKET_ORDER_STATUSES),
  ticket_code: z.string().nullable(),
  /** one per seat, once paid: every code of the order, not only the first */
  tickets: z.array(seatTicketSchema),
  checkedInAt: isoTime().nullable(),
  createdAt: isoTime(),
  tiket: z.object({ id: z.number().int(), nama_pertujukan: z.string(), tanggal_pertujukan: isoTime() }),
  /** the seats it holds per category */
  categories: z.array(orderLineSchema),
  voucher: orderVoucherSchema,
  /** the account's e-mail at purchase, kept when the account is deleted */
  buyer_email: z.string().nullable(),
  /** the account today; null once it is deleted */
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** where it was sold (web, door) and how it was paid */
  channel: z.enum(ORDER_CHANNELS),
  method: z.string().nullable(),
});
export type AdminTicketOrder = z.infer<typeof adminTicketOrderSchema>;

/** POST /tiket/user/pesan: the payment to open and what it costs. */
export const ticketOrderStartSchema = paymentStartSchema.extend({
  total_harga: z.number().int(),
  /** what a voucher took off (0: none) */
  discount: z.number().int(),
  /** nothing to pay (a voucher took it all): the order is paid and its e-tickets are sent */
  free: z.boolean(),
});
export type TicketOrderStart = z.infer<typeof ticketOrderStartSchema>;

/** The sandbox checkout page's view of a transaction. */
export const sandboxCheckoutSchema = z.object({
  token: z.string(),
  order_id: z.string(),
  gross_amount: z.number().int(),
  transaction_status: z.string(),
  item: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** A show's door: tickets admitted of tickets sold ("87 / 120 hadir"). */
export const attendanceSchema = z.object({
  id: z.number().int(),
  nama_pertujukan: z.string(),
  present: z.number().int(),
  sold: z.number().int(),
});

/** GET /tiket/:id/attendance: the count, and the door's conflicts and refused scans. */
export const doorAttendanceSchema = attendanceSchema.extend({
  conflicts: z.number().int(),
  refused: z.number().int(),
});
export type DoorAttendance = z.infer<typeof doorAttendanceSchema>;
export type Attendance = z.infer<typeof attendanceSchema>;

/** A row of a show's check-in list (GET /tiket/:id/attendees). */
export const attendeeSchema = z.object({
  id: z.number().int(),
  seat: z.number().int(),
  code: z.string(),
  category: z.string(),
  checkedInAt: isoTime().nullable(),
  order_id: z.string(),
  nama_user: z.string(),
  no_telp: z.string(),
  jumlah_tiket: z.number().int(),
  /** the door device that admitted it first */
  device: z.string().nullable(),
  /** admitting scans: more than one is a conflict */
  admissions: z.number().int(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
