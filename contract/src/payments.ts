import { z } from 'zod';
import { MAX_CATEGORIES_PER_SHOW, MAX_TICKETS_PER_ORDER, MIN_TICKETS_PER_ORDER } from './constants.js';
import { localized } from './i18n/localized.js';
import { said } from './i18n/said.js';
import type { ListDef } from './list.js';
import { paymentKindEnglish, ticketOrderStatusEnglish, transactionStatusEnglish } from './messages/en/labels.js';
import { paymentKindLabels, ticketOrderStatusLabels, transactionStatusLabels } from './messages/id/labels.js';
import { paymentMessages } from './messages/payment.js';
import { categoryMessages } from './messages/ticket-categories.js';
import { ticketMessages } from './messages/tickets.js';
import { validationMessages } from './messages/validation.js';
import { tikets } from './resources/tickets.js';
import { idNumber, requiredText } from './safe-values.js';
import { voucherCodeInput } from './vouchers.js';

/**
 * Where a payment stands, whatever the provider called it (DESIGN.md, Payments): capture accepted
 * or settlement = paid; capture with fraud 'challenge' waits for the merchant's review.
 */
export type PaymentState = 'pending' | 'challenge' | 'paid' | 'failed' | 'refunded';

export function paymentStateOf(transactionStatus: string, fraudStatus?: string | null): PaymentState {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    case 'capture':
      if (fraudStatus === 'challenge') return 'challenge';
      if (fraudStatus === 'deny') return 'failed';
      return 'paid';
    case 'deny':
    case 'cancel':
    case 'expire':
    case 'failure':
      return 'failed';
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'refunded';
    default:
      return 'pending';
  }
}

/**
 * Whether a payment may move from one state to another: forward only. A final state never moves
 * back (a late 'pending' after 'settlement' changes nothing); only a paid payment can be refunded.
 */
export function mayTransition(from: PaymentState, to: PaymentState): boolean {
  if (from === to) return false;
  switch (from) {
    case 'pending':
      return to !== 'refunded';
    case 'challenge':
      return to === 'paid' || to === 'failed';
    case 'paid':
      return to === 'refunded';
    default:
      return false;
  }
}

/** The history label of spec 4: 'Lunas' when paid, 'Belum Lunas' otherwise. */
export const paymentLabel = (state: PaymentState) => (state === 'paid' ? paymentMessages.paid : paymentMessages.unpaid);

export const PAYMENT_PROVIDERS = ['midtrans', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The choices of the sandbox checkout page. */
export const SANDBOX_RESULTS = ['settlement', 'pending', 'cancel'] as const;
export type SandboxResult = (typeof SANDBOX_RESULTS)[number];

const positiveId = idNumber();

/** POST /payment. The amount is accepted for the spec's client but never used: the server fixes it. */
export const paymentCreateBody = z.object({
  id_user: positiveId.optional(),
  amount: z.unknown().optional(),
});

/** The seats an order wants of one category. */
const orderLine = z.object({
  id: idNumber(),
  count: z.coerce
    .number({ error: () => validationMessages.number })
    .int(said(() => validationMessages.integer))
    .min(
      0,
      said(() => ticketMessages.minPerOrder),
    )
    .max(
      MAX_TICKETS_PER_ORDER,
      said(() => ticketMessages.maxPerOrder),
    ),
});

/** How many tickets one order may hold; `number` reads the value (a form's text is coerced). */
export const ticketCount = (number: z.ZodNumber = z.number({ error: () => validationMessages.number })) =>
  number
    .int(said(() => validationMessages.integer))
    .min(
      MIN_TICKETS_PER_ORDER,
      said(() => ticketMessages.minPerOrder),
    )
    .max(
      MAX_TICKETS_PER_ORDER,
      said(() => ticketMessages.maxPerOrder),
    );

/** POST /tiket/user/pesan, before the rules across its fields (the web form picks from it). */
export const ticketOrderFields = z.object({
  nama_user: requiredText(100),
  no_telp: requiredText(20).regex(
    /^\+?[\d\s-]{6,20}$/,
    said(() => ticketMessages.phoneInvalid),
  ),
  /** the spec's count: of the show's first category, or the sum of `categories` */
  jumlah_tiket: ticketCount(z.coerce.number({ error: () => validationMessages.number })).optional(),
  id_tiket: positiveId,
  id_user: positiveId.optional(),
  /** seats per category; without it the order is `jumlah_tiket` of the first category */
  categories: z.array(orderLine).max(MAX_CATEGORIES_PER_SHOW).optional(),
  /** a voucher's code (blank: none), checked and applied by the server */
  voucher: voucherCodeInput(),
});

/**
 * POST /tiket/user/pesan: 1 to 10 tickets in all ('Maksimal pembelian tiket adalah 10 tiket'),
 * either the spec's `jumlah_tiket` of the first category or a count per category.
 */
export const ticketOrderBody = ticketOrderFields.superRefine((body, ctx) => {
  if (!body.categories) {
    if (body.jumlah_tiket === undefined) {
      ctx.addIssue({ code: 'custom', path: ['jumlah_tiket'], message: validationMessages.required });
    }
    return;
  }
  const total = body.categories.reduce((sum, line) => sum + line.count, 0);
  const ids = new Set(body.categories.map((line) => line.id));
  if (ids.size < body.categories.length) {
    ctx.addIssue({ code: 'custom', path: ['categories'], message: categoryMessages.duplicate });
  } else if (total < MIN_TICKETS_PER_ORDER) {
    ctx.addIssue({ code: 'custom', path: ['jumlah_tiket'], message: ticketMessages.minPerOrder });
  } else if (total > MAX_TICKETS_PER_ORDER) {
    ctx.addIssue({ code: 'custom', path: ['jumlah_tiket'], message: ticketMessages.maxPerOrder });
  } else if (body.jumlah_tiket !== undefined && body.jumlah_tiket !== total) {
    ctx.addIssue({ code: 'custom', path: ['jumlah_tiket'], message: categoryMessages.countMismatch });
  }
});
export type TicketOrderBody = z.infer<typeof ticketOrderBody>;

/** POST /payment/sandbox/{token} */
export const sandboxResultBody = z.object({
  result: z.enum(SANDBOX_RESULTS, { error: () => validationMessages.option }),
});

export const TRANSACTION_STATUSES = [
  'settlement',
  'capture',
  'pending',
  'expire',
  'cancel',
  'deny',
  'failure',
  'refund',
] as const;
/** How admins read a provider's status word. */
export const TRANSACTION_STATUS_LABELS: Record<(typeof TRANSACTION_STATUSES)[number], string> = localized(
  'labels.transaction-status',
  transactionStatusLabels,
  transactionStatusEnglish,
);
export const PAYMENT_KINDS = ['subscription', 'ticket', 'donation'] as const;
export const PAYMENT_KIND_LABELS = localized('labels.payment-kind', paymentKindLabels, paymentKindEnglish);
/** GET /payment: every payment, for admins. */
export const paymentsList = {
  search: ['order_id', 'buyer_name', 'buyer_email'],
  sort: { fields: ['createdAt', 'gross_amount'], default: '-createdAt' },
  filters: {
    transaction_status: {
      kind: 'enum',
      values: TRANSACTION_STATUSES,
      labels: TRANSACTION_STATUS_LABELS,
      label: 'Status',
    },
    kind: { kind: 'enum', values: PAYMENT_KINDS, labels: PAYMENT_KIND_LABELS, label: 'Jenis' },
    createdAt: { kind: 'range', label: 'Tanggal' },
  },
} as const satisfies ListDef;

export const TICKET_ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refund_due', 'refunded'] as const;
export type TicketOrderStatus = (typeof TICKET_ORDER_STATUSES)[number];
export const TICKET_ORDER_STATUS_LABELS: Record<(typeof TICKET_ORDER_STATUSES)[number], string> = localized(
  'labels.ticket-order-status',
  ticketOrderStatusLabels,
  ticketOrderStatusEnglish,
);
/** GET /tiket/orders: every ticket order, for admins (a show's buyers, the box office). */
export const ticketOrdersList = {
  search: ['order_id', 'nama_user', 'ticket_code', 'buyer_email'],
  sort: { fields: ['createdAt', 'total_harga', 'jumlah_tiket'], default: '-createdAt' },
  filters: {
    status: { kind: 'enum', values: TICKET_ORDER_STATUSES, labels: TICKET_ORDER_STATUS_LABELS, label: 'Status' },
    id_tiket: { kind: 'id', label: 'Pertunjukan', source: { path: tikets.path, title: 'nama_pertujukan' } },
    createdAt: { kind: 'range', label: 'Tanggal' },
  },
} as const satisfies ListDef;
