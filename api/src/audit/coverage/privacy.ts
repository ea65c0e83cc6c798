import { withdrawSigner } from '../../accounts/index.js';
import type { CoverageContext, WriteScenarios } from './types.js';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const breach = {
  title: 'Cadangan terbuka',
  discovered_at: hoursAgo(2),
  window_from: hoursAgo(48),
  window_to: hoursAgo(1),
  exposed: ['identity', 'contact'],
  description: 'Sebuah berkas cadangan dapat diunduh tanpa login.',
  measures: 'Berkas dihapus, kunci diganti.',
  advice: 'Waspadai email yang meminta password.',
};

/** A new member who asked for news by mail (so a withdrawal changes something). */
async function newsReader(ctx: CoverageContext) {
  const member = await ctx.t.newUser('user', `kabar${ctx.next()}@test.id`);
  await member.put('/api/v1/users/me/consents/announcements', { granted: true });
  return { member, id: member.id ?? 0 };
}

/** A recorded incident's id, made by an admin. */
async function incident(ctx: CoverageContext) {
  const admin = await ctx.as('admin');
  const id = (await admin.post('/api/v1/admin/breaches', breach)).json().data.id as number;
  return { admin, id };
}

/** Members' rights (consent, deleting one's account) and the breach response. */
export const privacyScenarios: WriteScenarios = {
  'PUT /api/v1/users/me/consents/announcements': {
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user', `kabar${ctx.next()}@test.id`);
      const body = { granted: true };
      return { role: 'user', send: () => member.put('/api/v1/users/me/consents/announcements', body) };
    },
  },
  'PUT /api/v1/users/{id}/consents/announcements': {
    prepare: async (ctx) => {
      const { id } = await newsReader(ctx);
      const admin = await ctx.as('admin');
      const body = { granted: false };
      return { role: 'admin', send: () => admin.put(`/api/v1/users/${id}/consents/announcements`, body) };
    },
  },
  'POST /api/v1/consents/withdraw': {
    prepare: async (ctx) => {
      const { id } = await newsReader(ctx);
      const token = new URL((await withdrawSigner(ctx.t.app))(id).page).searchParams.get('token');
      const anonymous = await ctx.as('anonymous');
      return { role: 'anonymous', send: () => anonymous.post('/api/v1/consents/withdraw', { token }) };
    },
  },
  'DELETE /api/v1/users/me': {
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user', `pamit${ctx.next()}@test.id`);
      const payload = JSON.stringify({ password: 'rahasia-123', confirm: 'HAPUS' });
      const headers = { 'content-type': 'application/json' };
      return {
        role: 'user',
        send: () => member.inject({ method: 'DELETE', url: '/api/v1/users/me', payload, headers }),
      };
    },
  },
  'POST /api/v1/admin/breaches': {
    prepare: async (ctx) => {
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.post('/api/v1/admin/breaches', breach) };
    },
  },
  'PUT /api/v1/admin/breaches/{id}': {
    prepare: async (ctx) => {
      const { admin, id } = await incident(ctx);
      const corrected = { ...breach, title: 'Cadangan terbuka (diperbaiki)' };
      return { role: 'admin', send: () => admin.put(`/api/v1/admin/breaches/${id}`, corrected) };
    },
  },
  'POST /api/v1/admin/breaches/{id}/notify': {
    prepare: async (ctx) => {
      await newsReader(ctx);
      const { admin, id } = await incident(ctx);
      return { role: 'admin', send: () => admin.post(`/api/v1/admin/breaches/${id}/notify`) };
    },
  },
  'POST /api/v1/admin/breaches/{id}/report': {
    prepare: async (ctx) => {
      const { admin, id } = await incident(ctx);
      return { role: 'admin', send: () => admin.post(`/api/v1/admin/breaches/${id}/report`) };
    },
  },
};
