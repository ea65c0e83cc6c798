import type { FastifyInstance } from 'fastify';
import { announcementRoutes } from './announcements/routes.js';
import { adminMailRoutes } from './mail/admin-routes.js';
import { whatsappAdminRoutes } from './whatsapp/admin-routes.js';
import { whatsappMemberRoutes } from './whatsapp/member-routes.js';
import { whatsappRoutes } from './whatsapp/webhook-routes.js';

/** The audience: mail, announcements and WhatsApp. */
export async function audienceApi(app: FastifyInstance) {
  await app.register(adminMailRoutes);
  await app.register(announcementRoutes);
  await app.register(whatsappRoutes);
  await app.register(whatsappMemberRoutes);
  await app.register(whatsappAdminRoutes);
}
