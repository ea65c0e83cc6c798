import { beritas } from '@teater/contract';
import { sql } from 'drizzle-orm';
import { SANDBOX_BUSINESS, signatureOf, statusPayload } from '../../audience/index.js';
import type { Caller } from '../../test/app.js';
import { recordOf } from './resources.js';
import type { CoverageContext, WriteScenarios } from './types.js';

/** A draft announcement written through the API, tested on its admin unless `tested` is false. */
async function draft(admin: Caller, ctx: CoverageContext, tested = true) {
  const res = await admin.post('/api/v1/announcements', {
    title: `Kabar ${ctx.next()}`,
    body: 'Kami kembali ke panggung.',
    audience: 'all',
  });
  if (res.statusCode !== 201) throw new Error(`announcement not drafted: ${res.body}`);
  const { id } = (res.json() as { data: { id: number } }).data;
  if (tested) await admin.post(`/api/v1/announcements/${id}/test`);
  return id;
}

/** A member of its own who said yes to news by mail (from /account). */
async function consentingMember(ctx: CoverageContext) {
  const member = await ctx.t.newUser('user', `kabar${ctx.next()}@test.id`);
  const res = await member.put('/api/v1/users/me/consents/announcements', { granted: true });
  if (res.statusCode !== 200) throw new Error(`consent not given: ${res.body}`);
  return member;
}

/** A WhatsApp message the sandbox accepted (its status `sent`), with its mail to fall back to. */
async function sentMessage(ctx: CoverageContext) {
  const n = ctx.next();
  const wamid = `wamid.coverage${n}`;
  await ctx.t.app.db.execute(sql`
    INSERT INTO whatsapp_messages (dedupe_key, phone, kind, data, fallback, status, wamid)
    VALUES (${`coverage:${n}`}, '6281200001111', 'ticket-paid', '{}'::jsonb,
      ${JSON.stringify({ key: `coverage-mail:${n}`, kind: 'ticket-paid', to: `wa${n}@test.id`, data: {} })}::jsonb,
      'sent', ${wamid})`);
  return wamid;
}

/** Announcements, the withdraw link, WhatsApp's webhook and sandbox, a member's WhatsApp and news choices. */
export const audienceScenarios: WriteScenarios = {
  'POST /api/v1/announcements/{id}/test': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const id = await draft(admin, ctx, false);
      return { role: 'admin', send: () => admin.post(`/api/v1/announcements/${id}/test`) };
    },
  },
  'POST /api/v1/announcements/{id}/send': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      await consentingMember(ctx);
      const id = await draft(admin, ctx);
      const { announcements } = ctx.t.app;
      // the batches the send starts are this call's writes: waited for, not left to the next call
      return {
        role: 'admin',
        send: async () => {
          const res = await admin.post(`/api/v1/announcements/${id}/send`);
          while ((await announcements.queueNow()) > 0);
          return res;
        },
      };
    },
  },
  'POST /api/v1/announcements/from/{source}/{id}': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      const news = await recordOf(ctx, beritas);
      return { role: 'admin', send: () => admin.post(`/api/v1/announcements/from/beritas/${news.id}`) };
    },
  },
  'PUT /api/v1/users/me/whatsapp': {
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      const number = `08121234${String(ctx.next()).padStart(4, '5')}`;
      return { role: 'user', send: () => member.put('/api/v1/users/me/whatsapp', { granted: true, number }) };
    },
  },
  // Its status `failed` sends the message's mail instead, audited as WhatsApp's doing.
  'POST /api/v1/whatsapp/webhook': {
    prepare: async (ctx) => {
      const wamid = await sentMessage(ctx);
      const { appSecret } = await ctx.t.app.whatsapp.secrets();
      const failed = { id: wamid, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] };
      const raw = JSON.stringify(statusPayload(SANDBOX_BUSINESS, failed));
      const headers = { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw, appSecret) };
      const send = () => ctx.t.app.inject({ method: 'POST', url: '/api/v1/whatsapp/webhook', headers, payload: raw });
      return { role: 'anonymous', send };
    },
  },
  // The simulated Cloud API keeps its own books (unwatched, like the payment sandbox's).
  'POST /api/v1/whatsapp/sandbox/{version}/{phoneNumberId}/messages': {
    prepare: async (ctx) => {
      const { token } = await ctx.t.app.whatsapp.secrets();
      const url = `/api/v1/whatsapp/sandbox/v23.0/${SANDBOX_BUSINESS.phoneNumberId}/messages`;
      const payload = {
        messaging_product: 'whatsapp',
        to: '6281200002222',
        type: 'template',
        template: { name: 'e_tiket', language: { code: 'id' }, components: [] },
      };
      const headers = { authorization: `Bearer ${token}` };
      return { role: 'anonymous', send: () => ctx.t.app.inject({ method: 'POST', url, headers, payload }) };
    },
  },
};
