import { z } from 'zod';
import { MAX_WAITLIST_QUANTITY, MIN_TICKETS_PER_ORDER } from './constants.js';
import { said } from './i18n/said.js';
import type { ListDef } from './list.js';
import { validationMessages } from './messages/validation.js';
import { waitlistMessages } from './messages/waitlist.js';
import { ticketOrderFields } from './payments.js';
import { tikets } from './resources/tickets.js';
import { idNumber } from './safe-values.js';
import { voucherCodeInput } from './vouchers.js';

/** An entry waits, is offered seats (held for it), and ends: bought, lapsed, left or removed. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'lapsed', 'left', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

const quantity = () =>
  z.coerce
    .number({ error: () => validationMessages.number })
    .int(said(() => validationMessages.integer))
    .min(
      MIN_TICKETS_PER_ORDER,
      said(() => waitlistMessages.quantityRange),
    )
    .max(
      MAX_WAITLIST_QUANTITY,
      said(() => waitlistMessages.quantityRange),
    );

/** POST /tiket/waitlist: a member asks for seats of a sold-out category. */
export const waitlistJoinBody = () =>
  z.object({
    id_kategori: idNumber(),
    quantity: quantity(),
  });

/** PATCH /tiket/waitlist/:id (admins): the seats a waiting entry asks for. */
export const waitlistEditBody = () => z.object({ quantity: quantity() });

/** POST /tiket/waitlist/:id/claim: the offer's seats become an order of the buyer's name and phone. */
export const waitlistClaimBody = () =>
  ticketOrderFields.pick({ nama_user: true, no_telp: true }).extend({ voucher: voucherCodeInput() });

/** GET /tiket/waitlist: every entry, for admins, by show, category and state. */
export const waitlistList = {
  search: ['buyer_name', 'buyer_email'],
  sort: { fields: ['id', 'createdAt', 'quantity'], default: 'id' },
  filters: {
    id_tiket: { kind: 'id', label: 'Pertunjukan', source: { path: tikets.path, title: 'nama_pertujukan' } },
    status: { kind: 'enum', values: WAITLIST_STATUSES, labels: waitlistMessages.status, label: 'Status' },
  },
} as const satisfies ListDef;
