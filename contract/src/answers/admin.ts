import { z } from 'zod';
import { MAIL_KINDS, MAIL_STATUSES } from '../mail.js';
import { isoTime } from './common.js';

/** GET /admin/stats: the dashboard's figures, computed by the database. */
export const dashboardStatsSchema = z.object({
  accounts: z.number().int(),
  activeSubscribers: z.number().int(),
  gallery: z.number().int(),
  programs: z.number().int(),
  payments: z.number().int(),
  pendingPayments: z.number().int(),
  /** settled payments, whole rupiah */
  revenueThisMonth: z.number().int(),
  revenueAllTime: z.number().int(),
  /** what vouchers took off paid ticket orders (the revenue is already net of it), whole rupiah */
  discountThisMonth: z.number().int(),
  discountAllTime: z.number().int(),
  /** the last 12 months in WIB, oldest first, `YYYY-MM` */
  months: z.array(
    z.object({
      month: z.string(),
      revenue: z.number().int(),
      discount: z.number().int(),
      activeSubscribers: z.number().int(),
      /** Sahabat months paid: charged by automatic renewal, or paid by hand (count and whole rupiah) */
      recurringCount: z.number().int(),
      recurringRevenue: z.number().int(),
      manualCount: z.number().int(),
      manualRevenue: z.number().int(),
      /** automatic renewals that ended this month because the last retry failed */
      lapsed: z.number().int(),
    }),
  ),
  /** automatic renewals by state now, and the share of all ever started that lapsed (0 to 1) */
  renewals: z.object({
    active: z.number().int(),
    pastDue: z.number().int(),
    stopped: z.number().int(),
    lapsed: z.number().int(),
    lapsedShare: z.number(),
  }),
  upcomingShows: z.array(
    z.object({
      id: z.number().int(),
      nama_pertujukan: z.string(),
      tanggal_pertujukan: isoTime(),
      sold: z.number().int(),
      seatsLeft: z.number().int(),
    }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /admin/backups: the scheduled backups' state. */
export const backupStatusSchema = z.object({
  scheduled: z.boolean(),
  keep: z.number().int(),
  intervalHours: z.number(),
  last: z.object({ file: z.string(), size: z.number().int(), createdAt: isoTime() }).nullable(),
  lastError: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** A row of the admin mail list. */
export const adminMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  createdAt: isoTime(),
  sent_at: isoTime().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

/** One mail as its recipient sees it. */
export const mailViewSchema = adminMailSchema.extend({ html: z.string(), text: z.string() });
export type MailView = z.infer<typeof mailViewSchema>;
