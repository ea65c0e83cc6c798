import type { FastifyInstance } from 'fastify';
import { planRoutes } from './plan-routes.js';
import { seatAdminRoutes } from './seat-admin-routes.js';
import { seatRoutes } from './seat-routes.js';

/** Reserved seating: venue plans, a show's seats, seat orders. What other capabilities may use. */
export async function seatingRoutes(app: FastifyInstance) {
  await app.register(planRoutes);
  await app.register(seatRoutes);
  await app.register(seatAdminRoutes);
}

export { placesOfOrder, placesOfTickets, withPlace } from './seat-places.js';
export { freeSeatsOf, linkTicketSeats, retakeSeatsOf } from './seat-taking.js';
export { isSeated } from './show-seating.js';
