import {
  categoryMessages,
  type Entity,
  formatDateTime,
  type TicketCategory,
  ticketMessages,
  type tikets,
} from '@teater/contract';

/** A show as the API answers it: its fields, and its ticket categories in order. */
export type Show = Entity<typeof tikets> & { categories: TicketCategory[] };

export interface SalesState {
  open: boolean;
  /** why it cannot be ordered now; null while it can */
  reason: string | null;
}

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : Number.NaN);

/** The show has begun: it is no longer for sale ('Pertunjukan lalu'). */
export const isPast = (show: Show, now: Date = new Date()) => now.getTime() >= time(show.tanggal_pertujukan);

/**
 * When a category is on sale: its own window inside the show's, and never after the show begins
 * (the server refuses the same cases); for an active Sahabat from its presale, when it has one.
 */
export function categoryWindow(show: Show, category: TicketCategory, member = false) {
  const general = Math.max(time(show.tanggal_mulai_penjualan), time(category.sales_start) || Number.NEGATIVE_INFINITY);
  const presale = time(category.member_sales_start);
  const opens = member && presale < general ? presale : general;
  const closes = Math.min(
    time(show.tanggal_selesai_penjualan),
    time(show.tanggal_pertujukan),
    time(category.sales_end) || Number.POSITIVE_INFINITY,
  );
  return { opens, closes };
}

/**
 * Whether a category can be ordered now, and if not, why; `member`: the buyer is an active
 * Sahabat (a presale is open to them, and said to others).
 */
export function categoryState(
  show: Show,
  category: TicketCategory,
  now: Date = new Date(),
  member = false,
): SalesState {
  if (isPast(show, now)) return { open: false, reason: categoryMessages.pastBadge };
  const { opens, closes } = categoryWindow(show, category, member);
  if (now.getTime() < opens) {
    const inPresale = time(category.member_sales_start) <= now.getTime();
    return {
      open: false,
      reason: inPresale
        ? categoryMessages.presaleBadge(formatDateTime(new Date(opens).toISOString()))
        : ticketMessages.notOpenYet,
    };
  }
  if (now.getTime() >= closes) return { open: false, reason: ticketMessages.closed };
  if (category.seats_left <= 0) return { open: false, reason: ticketMessages.soldOutBadge };
  return { open: true, reason: null };
}

/** Whether some category of the show can be ordered now, and if none, why. */
export function salesState(show: Show, now: Date = new Date(), member = false): SalesState {
  if (isPast(show, now)) return { open: false, reason: categoryMessages.pastBadge };
  const states = show.categories.map((category) => categoryState(show, category, now, member));
  if (states.some((state) => state.open)) return { open: true, reason: null };
  const reasons = states.map((state) => state.reason);
  if (reasons.length > 0 && reasons.every((reason) => reason === ticketMessages.soldOutBadge)) {
    return { open: false, reason: ticketMessages.soldOutBadge };
  }
  if (reasons.includes(ticketMessages.notOpenYet)) return { open: false, reason: ticketMessages.notOpenYet };
  return { open: false, reason: reasons.find(Boolean) ?? ticketMessages.closed };
}

/** Seats left in all the categories on sale now. */
export const seatsLeftOf = (show: Show, now: Date = new Date()) =>
  show.categories
    .filter((category) => categoryState(show, category, now).open)
    .reduce((sum, category) => sum + category.seats_left, 0);

/** What one seat of the category costs this buyer: the Sahabat price for an active Sahabat. */
export const priceFor = (category: TicketCategory, member: boolean) =>
  member && category.member_price !== null ? category.member_price : category.price;

/** Some category of the show sold out while it is on sale: its waiting list is open. */
export const soldOutCategories = (show: Show, now: Date = new Date()) =>
  isPast(show, now) || now.getTime() >= time(show.tanggal_selesai_penjualan)
    ? []
    : show.categories.filter((category) => category.seats_left <= 0);

/** The lowest price of the show's categories (the card's 'Mulai Rp …'). */
export const lowestPrice = (show: Show) => Math.min(...show.categories.map((category) => category.price));

export const salesWindowText = (show: Show) =>
  ticketMessages.salesWindow(
    formatDateTime(show.tanggal_mulai_penjualan),
    formatDateTime(show.tanggal_selesai_penjualan),
  );

/** The show as its order parts need it (their props travel in the page as JSON): no synopsis. */
export const forOrder = (show: Show): Show => ({ ...show, sinopsis: '' });
