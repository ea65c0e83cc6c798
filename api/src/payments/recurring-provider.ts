import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { midtransRecurring } from './midtrans-recurring.js';
import type { RecurringGateway } from './recurring-gateway.js';
import { sandboxKey } from './sandbox-key.js';
import { type SandboxRecurring, sandboxRecurring } from './sandbox-recurring.js';

/** Where the sandbox's GoPay link is confirmed by its owner (Midtrans' activation-link-url). */
export const SANDBOX_GOPAY_LINK = '/payment/sandbox/gopay';

// Keyed by the database, as gatewayOf is: every plugin instance of one app shares one.
const gateways = new WeakMap<object, RecurringGateway>();

/** Midtrans' recurring APIs when its keys are set, the sandbox's otherwise; one per app. */
export function recurringOf(app: FastifyInstance): RecurringGateway {
  let gateway = gateways.get(app.database);
  if (!gateway) {
    const { config } = app;
    gateway =
      config.MIDTRANS_SERVER_KEY && config.MIDTRANS_CLIENT_KEY
        ? midtransRecurring({ serverKey: config.MIDTRANS_SERVER_KEY, isProduction: config.MIDTRANS_IS_PRODUCTION })
        : sandboxRecurring(app.db, sandboxKey(config), SANDBOX_GOPAY_LINK);
    gateways.set(app.database, gateway);
  }
  return gateway;
}

/** The sandbox's own calls (tokenizing a card, confirming a GoPay link), or null with Midtrans. */
export const sandboxRecurringOf = (app: FastifyInstance): SandboxRecurring | null => {
  const gateway = recurringOf(app);
  return 'tokenizeCard' in gateway ? (gateway as SandboxRecurring) : null;
};

/**
 * The member as the gateway knows them (Midtrans' user_id): an HMAC of their id under the server's
 * key, so the gateway ties a card token or a GoPay link to whoever made it without learning who.
 */
export function customerRefOf(app: FastifyInstance, userId: number): string {
  const key = app.config.MIDTRANS_SERVER_KEY ?? sandboxKey(app.config);
  return createHmac('sha256', key).update(`member:${userId}`).digest('hex');
}
