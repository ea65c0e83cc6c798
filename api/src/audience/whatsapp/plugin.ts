import { API_BASE } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { processLoop } from '../../core/process-loop.js';
import { type CloudApi, graphTransport, type WhatsAppTransport } from './cloud-api.js';
import { SANDBOX_BUSINESS, sandboxReport, sandboxSecrets, type WhatsAppSecrets } from './sandbox.js';
import { deliverWhatsApp } from './worker.js';

const DELIVER_EVERY_MS = 5000;

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: {
      /** the Cloud API (WHATSAPP_* set) or the built-in sandbox */
      mode: 'cloud' | 'sandbox';
      /** sends what is due now (and, in the sandbox, reports its statuses); answers how many the API took */
      deliverDue(): Promise<number>;
      /** the token, app secret (webhook signatures) and verify token (webhook handshake) */
      secrets(): Promise<WhatsAppSecrets>;
    };
  }
}

/** The sandbox is reached in-process, through the same route a real client would post to. */
const sandboxTransport = (app: FastifyInstance): WhatsAppTransport => ({
  async post(path, token, body) {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}/whatsapp/sandbox${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });
    return { status: res.statusCode, body: res.json() };
  },
});

/**
 * WhatsApp as a second channel: a worker in each process sends the due messages through the Cloud
 * API, or through the built-in sandbox when WHATSAPP_* are not set (decision 029).
 */
export const whatsappPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = config;
  const { WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken } = config;
  const cloud =
    token && phoneNumberId && appSecret && verifyToken ? { token, phoneNumberId, appSecret, verifyToken } : null;
  const secrets = cloud ? async () => cloud : () => sandboxSecrets(app.db);
  const api = async (): Promise<CloudApi> =>
    cloud
      ? {
          transport: graphTransport(config.WHATSAPP_API_URL),
          token: cloud.token,
          phoneNumberId: cloud.phoneNumberId,
          version: config.WHATSAPP_API_VERSION,
        }
      : {
          transport: sandboxTransport(app),
          token: (await secrets()).token,
          phoneNumberId: SANDBOX_BUSINESS.phoneNumberId,
          version: config.WHATSAPP_API_VERSION,
        };
  const deliver = processLoop(app, {
    name: 'whatsapp delivery',
    everyMs: DELIVER_EVERY_MS,
    run: async () => {
      const accepted = await deliverWhatsApp(app, await api());
      if (!cloud) await sandboxReport(app);
      return accepted;
    },
  });
  app.decorate('whatsapp', { mode: cloud ? 'cloud' : 'sandbox', deliverDue: deliver, secrets });
  app.log.info(`WhatsApp goes to ${cloud ? config.WHATSAPP_API_URL : 'the built-in sandbox'}`);
});
