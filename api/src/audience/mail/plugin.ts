import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodic } from '../../core/job-claims.js';
import { processLoop } from '../../core/process-loop.js';
import type { MailSite } from './layout.js';
import { messageIdDomain } from './message-id.js';
import { enqueuePaymentReminders, enqueueSubscriptionReminders } from './reminders.js';
import { mailTransport } from './transport.js';
import { deliverDue } from './worker.js';

const DELIVER_EVERY_MS = 5000;
const REMIND_EVERY_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      site: MailSite;
      /** sends what is due now (the worker does this every few seconds); answers how many went */
      deliverDue(): Promise<number>;
      /** puts the subscription reminders that are due into the outbox */
      remind(now?: Date): Promise<void>;
      /** queues the payment reminders of pending ticket orders that are due; answers how many */
      remindPayments(now?: Date): Promise<number>;
    };
  }
}

/** The mail worker: delivers the outbox with retries, and queues subscription reminders hourly. */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const site: MailSite = {
    name: config.SITE_NAME,
    url: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
  const from = config.MAIL_FROM ?? `"${config.SITE_NAME}" <no-reply@localhost>`;
  const transport = mailTransport({ smtpUrl: config.SMTP_URL, dataDir: config.dataDir });
  // every process delivers: the claims (FOR UPDATE SKIP LOCKED) share the outbox out
  const deliver = processLoop(app, {
    name: 'mail delivery',
    everyMs: DELIVER_EVERY_MS,
    run: () => deliverDue(app, { transport, site, from, domain: messageIdDomain(from, site.url) }),
  });
  app.decorate('mail', {
    site,
    deliverDue: deliver,
    remind: (now?: Date) => enqueueSubscriptionReminders(app.db, now),
    remindPayments: (now?: Date) => enqueuePaymentReminders(app.db, config.TICKET_HOLD_MINUTES, now),
  });

  // one process per hour queues the reminders (their dedupe keys would also keep a second run harmless)
  schedulePeriodic(app, { name: 'subscription-reminders', everyMs: REMIND_EVERY_MS, run: () => app.mail.remind() });
  // as often as holds are swept: a reminder is worth something only before its hold runs out
  schedulePeriodic(app, {
    name: 'payment-reminders',
    everyMs: config.HOLD_SWEEP_SECONDS * 1000,
    run: () => app.mail.remindPayments(),
  });
  app.addHook('onClose', async () => transport.close());
  app.log.info(`mail goes to ${transport.describe}`);
});
