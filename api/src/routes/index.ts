import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../resources/index.js';
import { adminListRoutes } from './admin-lists.js';
import { adminMailRoutes } from './admin-mails.js';
import { adminStatsRoutes } from './admin-stats.js';
import { announcementRoutes } from './announcements.js';
import { consentRoutes } from './consents.js';
import { doorRoutes } from './door.js';
import { exportRoutes } from './exports.js';
import { fileRoutes } from './files.js';
import { imageRoutes } from './image.js';
import { passwordResetRoutes } from './password-reset.js';
import { paymentRoutes } from './payment.js';
import { ticketOrderActionRoutes } from './ticket-order-actions.js';
import { ticketRoutes } from './tickets.js';
import { accountRoutes } from './users-admin.js';
import { authRoutes } from './users-auth.js';
import { whatsappAdminRoutes } from './whatsapp-admin.js';
import { whatsappMemberRoutes } from './whatsapp-member.js';
import { whatsappRoutes } from './whatsapp-webhook.js';

/** Everything under /api/v1. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
  await app.register(consentRoutes);
  await app.register(imageRoutes);
  await app.register(resourceRoutes);
  await app.register(paymentRoutes);
  await app.register(adminListRoutes);
  await app.register(exportRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminMailRoutes);
  await app.register(ticketRoutes);
  await app.register(ticketOrderActionRoutes);
  await app.register(doorRoutes);
  await app.register(fileRoutes);
  await app.register(announcementRoutes);
  await app.register(whatsappRoutes);
  await app.register(whatsappMemberRoutes);
  await app.register(whatsappAdminRoutes);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Alamat tidak ditemukan' }));
}
