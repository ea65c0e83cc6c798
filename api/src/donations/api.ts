import type { FastifyInstance } from 'fastify';
import { defineMailFiles } from '../audience/index.js';
import { definePaymentPurpose } from '../payments/index.js';
import { donationPayment } from './payment-purpose.js';
import { donationReceiptFiles } from './receipt-mail.js';
import { donationRoutes } from './routes.js';
import { scheduleYearlyStatements, statementMailFiles } from './yearly-statements.js';

/** Donations: campaigns' giving, monthly gifts, receipts, January's statements and the donors' lists. */
export async function donationsApi(app: FastifyInstance) {
  // what a 'donation' payment pays for, and the PDF its thank-you mail carries
  definePaymentPurpose('donation', donationPayment);
  defineMailFiles('donation-receipt', donationReceiptFiles);
  defineMailFiles('donation-statement', statementMailFiles);
  scheduleYearlyStatements(app);
  await app.register(donationRoutes);
}
