/** The smallest gift (rupiah): below it the provider's fee eats most of it. */
export const MIN_DONATION = 10_000;
/** The largest single gift taken online (rupiah): a bigger one is arranged with the company directly. */
export const MAX_DONATION = 1_000_000_000;
/** A message on the donor wall is a sentence or two. */
export const MAX_DONATION_MESSAGE = 280;
/** What a gift's payment row is, as the gift's own record says it. */
export const DONATION_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
/** How long an unpaid gift's checkout stays open at the provider. */
export const DONATION_CHECKOUT_MINUTES = 60;
