import { z } from 'zod';
import { isoTime } from '../answers/common.js';
import { said } from '../i18n/said.js';
import type { ListDef } from '../list.js';
import { donationMessages } from '../messages/donations.js';
import { validationMessages } from '../messages/validation.js';
import { idNumber, plainString, requiredText } from '../safe-values.js';
import { emailField } from '../users.js';
import { DONATION_STATUSES, MAX_DONATION, MAX_DONATION_MESSAGE, MIN_DONATION } from './constants.js';

/** A gift's amount in whole rupiah, at least MIN_DONATION. */
const amount = () =>
  z.coerce
    .number({ error: () => validationMessages.number })
    .int(said(() => validationMessages.integer))
    .min(
      MIN_DONATION,
      said(() => donationMessages.minimum),
    )
    .max(
      MAX_DONATION,
      said(() => donationMessages.maximum),
    );

/**
 * POST /donations: a gift to a campaign, by anyone. A member's name and e-mail come from the
 * account when left out; a visitor gives them (the receipt goes there). `anonymous` hides the name
 * everywhere public; `on_wall` is the donor's yes to the wall (off unless ticked).
 */
export const donationBody = () =>
  z.object({
    campaign_id: idNumber(),
    amount: amount(),
    name: requiredText(100, plainString()).optional(),
    email: emailField.optional(),
    anonymous: z.boolean().default(false),
    on_wall: z.boolean().default(false),
    /** the donor's yes to the campaign's mail (the admin's thank-you note) */
    may_mail: z.boolean().default(false),
    message: plainString()
      .trim()
      .max(
        MAX_DONATION_MESSAGE,
        said(() => validationMessages.maxLength(MAX_DONATION_MESSAGE)),
      )
      .optional(),
  });
export type DonationBody = z.infer<ReturnType<typeof donationBody>>;

/** One line of the donor wall: a name only where the donor allowed it. */
export const wallEntrySchema = z.object({
  name: z.string().nullable(),
  amount: z.number().int(),
  message: z.string().nullable(),
  at: isoTime(),
});
export type WallEntry = z.infer<typeof wallEntrySchema>;

/** A campaign's progress, as its page and the donation page show it. */
export const campaignProgressSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  target: z.number().int(),
  mulai: isoTime(),
  selesai: isoTime(),
  suggested: z.array(z.number().int()),
  /** what was given, gross (fees never taken off), refunds taken off */
  given: z.number().int(),
  donors: z.number().int(),
  days_left: z.number().int(),
  open: z.boolean(),
  wall: z.array(wallEntrySchema),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/** A gift as an admin reads it. */
export const donationSchema = z.object({
  id: z.number().int(),
  receipt_number: z.string(),
  campaign_id: z.number().int(),
  order_id: z.string(),
  amount: z.number().int(),
  status: z.enum(DONATION_STATUSES),
  donor_name: z.string().nullable(),
  donor_email: z.string().nullable(),
  anonymous: z.boolean(),
  on_wall: z.boolean(),
  message: z.string().nullable(),
  paidAt: isoTime().nullable(),
  createdAt: isoTime(),
});
export type Donation = z.infer<typeof donationSchema>;

/** GET /donations (admins): every gift, by campaign, state and date. */
export const donationsList = {
  search: ['order_id', 'donor_name', 'donor_email'],
  sort: { fields: ['createdAt', 'amount'], default: '-createdAt' },
  filters: {
    campaign_id: { kind: 'id', label: 'Kampanye', source: { path: '/kampanyes', title: 'judul' } },
    status: {
      kind: 'enum',
      values: DONATION_STATUSES,
      labels: donationMessages.statuses,
      label: donationMessages.status,
    },
    createdAt: { kind: 'range', label: 'Tanggal' },
  },
} as const satisfies ListDef;

/** The suggested amounts a campaign names ("50000, 150000"), those that may be given, in order. */
export const suggestedAmountsOf = (text: string | null | undefined): number[] =>
  (text ?? '')
    .split(/[,;\s]+/)
    .map((part) => Number(part.replace(/\./g, '')))
    .filter((n) => Number.isInteger(n) && n >= MIN_DONATION && n <= MAX_DONATION)
    .sort((a, b) => a - b);

/** POST /donations/monthly (members): a gift charged every month; the method is renewalMethodBody's. */
export const monthlyDonationBody = () =>
  donationBody().pick({
    campaign_id: true,
    amount: true,
    anonymous: true,
    on_wall: true,
    may_mail: true,
    message: true,
  });

/** A monthly gift as its donor reads it after starting it. */
export const monthlyGiftSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  state: z.string(),
  next_charge_at: isoTime().nullable(),
});
export type MonthlyGift = z.infer<typeof monthlyGiftSchema>;

/** POST /donations/monthly/stop: the signed token of a receipt's stop link. */
export const stopMonthlyBody = z.object({ token: plainString().trim().min(1).max(100) });

/** GET /kampanyes/:id/daily (admins): what a campaign was given each WIB day, paid gifts only. */
export const campaignDailySchema = z.object({
  /** `YYYY-MM-DD` in WIB, oldest first, only days with a gift */
  days: z.array(z.string()),
  /** rupiah given that day, gross, a refunded gift not counted */
  values: z.array(z.number().int()),
});
export type CampaignDaily = z.infer<typeof campaignDailySchema>;

/** POST /kampanyes/:id/thanks (admins): the note mailed to the campaign's donors who agreed to mail. */
export const campaignThanksBody = z.object({
  subject: requiredText(150, plainString()),
  message: requiredText(5000, plainString()),
});
export type CampaignThanksBody = z.infer<typeof campaignThanksBody>;
