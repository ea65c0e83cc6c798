import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './gateway.js';
import { midtransGateway } from './midtrans-gateway.js';
import { type SandboxGateway, sandboxGateway } from './sandbox-gateway.js';
import { sandboxKey } from './sandbox-key.js';

// Keyed by the database: every encapsulated plugin instance of one app shares it.
const gateways = new WeakMap<object, PaymentGateway>();

/** Midtrans when both keys are set, the built-in sandbox otherwise; one per app. */
export function gatewayOf(app: FastifyInstance): PaymentGateway {
  const root = app.database;
  let gateway = gateways.get(root);
  if (!gateway) {
    const { config } = app;
    gateway =
      config.MIDTRANS_SERVER_KEY && config.MIDTRANS_CLIENT_KEY
        ? midtransGateway({
            serverKey: config.MIDTRANS_SERVER_KEY,
            clientKey: config.MIDTRANS_CLIENT_KEY,
            isProduction: config.MIDTRANS_IS_PRODUCTION,
          })
        : sandboxGateway(app.db, sandboxKey(config));
    gateways.set(root, gateway);
  }
  return gateway;
}

export const asSandbox = (gateway: PaymentGateway): SandboxGateway | null =>
  gateway.provider === 'sandbox' ? (gateway as SandboxGateway) : null;
