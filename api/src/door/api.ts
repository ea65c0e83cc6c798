import type { FastifyInstance } from 'fastify';
import { doorDeviceRoutes } from './device-routes.js';
import { doorPassRoutes } from './pass-routes.js';
import { doorRoutes } from './routes.js';
import { doorSaleRoutes } from './sales/routes.js';

/** The door: scans, devices, passes and sales at the door. */
export async function doorApi(app: FastifyInstance) {
  await app.register(doorRoutes);
  await app.register(doorDeviceRoutes);
  await app.register(doorPassRoutes);
  await app.register(doorSaleRoutes);
}
