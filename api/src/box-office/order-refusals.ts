import { categoryMessages, ticketMessages } from '@teater/contract';
import { badRequest, conflict, type HttpError, notFound } from '../core/http-error.js';
import type { Placement } from './seat-placement.js';

/** Why an order was not placed, as the buyer is told. */
export const refusalOf: Record<Exclude<Placement['result'], 'placed'>, () => HttpError> = {
  missing: () => notFound(ticketMessages.notFound),
  unknown: () => badRequest(categoryMessages.notFound, { categories: categoryMessages.notFound }),
  past: () => badRequest(categoryMessages.pastShow, { id_tiket: categoryMessages.pastShow }),
  presale: () => badRequest(categoryMessages.presaleOnly, { id_tiket: categoryMessages.presaleOnly }),
  closed: () => badRequest(ticketMessages.outsideSalesWindow, { id_tiket: ticketMessages.outsideSalesWindow }),
  short: () => conflict(ticketMessages.soldOut, { jumlah_tiket: ticketMessages.soldOut }),
};
