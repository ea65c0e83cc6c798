import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodic } from '../ops/job-claims.js';
import type { MailSite } from './layout.js';
import { enqueueSubscriptionReminders } from './reminders.js';
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
  let running: Promise<number> | undefined;
  // One delivery at a time in this process; other processes are kept apart by the claims.
  const deliver = () => {
    running ??= deliverDue(app, transport, site, from).finally(() => {
      running = undefined;
    });
    return running;
  };
  app.decorate('mail', {
    site,
    deliverDue: deliver,
    remind: (now?: Date) => enqueueSubscriptionReminders(app.db, now),
  });

  const report = (what: string) => (error: unknown) => app.log.warn(`${what}: ${String(error)}`);
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    // every process delivers: the claims (FOR UPDATE SKIP LOCKED) share the outbox out
    timers.push(setInterval(() => deliver().catch(report('mail delivery')), DELIVER_EVERY_MS).unref());
  });
  // one process per hour queues the reminders (their dedupe keys would also keep a second run harmless)
  schedulePeriodic(app, { name: 'subscription-reminders', everyMs: REMIND_EVERY_MS, run: () => app.mail.remind() });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await running?.catch(() => 0);
    transport.close();
  });
  app.log.info(`mail goes to ${transport.describe}`);
});
