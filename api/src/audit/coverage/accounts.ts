import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import type { CoverageContext, WriteScenarios } from './types.js';

const PASSWORD = 'rahasia-123';

/** A member of its own, and its e-mail (a test account's password is PASSWORD). */
async function member(ctx: CoverageContext) {
  const email = `anggota${ctx.next()}@test.id`;
  const caller = await ctx.t.newUser('user', email);
  return { caller, email, id: caller.id ?? 0 };
}

/** The token of the last reset link mailed to `email`. */
async function resetTokenOf(ctx: CoverageContext, email: string) {
  const [mail] = await ctx.t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /token=([\w-]+)/.exec(String(mail?.data.link ?? ''))?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}

/** Accounts: sign-up, login, logout, passwords, and accounts as admins manage them. */
export const accountScenarios: WriteScenarios = {
  'POST /api/v1/users/signup': {
    prepare: async (ctx) => {
      const anonymous = await ctx.as('anonymous');
      const body = { name: 'Anggota Baru', email: `baru${ctx.next()}@test.id`, password: PASSWORD, accept_terms: true };
      return { role: 'anonymous', send: () => anonymous.post('/api/v1/users/signup', body) };
    },
  },
  'POST /api/v1/users/login': {
    prepare: async (ctx) => {
      const { email } = await member(ctx);
      const anonymous = await ctx.as('anonymous');
      return { role: 'anonymous', send: () => anonymous.post('/api/v1/users/login', { email, password: PASSWORD }) };
    },
  },
  'POST /api/v1/users/logout': {
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      return { role: 'admin', send: () => admin.post('/api/v1/users/logout') };
    },
  },
  'POST /api/v1/users/update-password': {
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      const body = { password_current: PASSWORD, password: 'rahasia-baru-456' };
      return { role: 'admin', send: () => admin.post('/api/v1/users/update-password', body) };
    },
  },
  'POST /api/v1/users/forgot-password': {
    prepare: async (ctx) => {
      const { email } = await member(ctx);
      const anonymous = await ctx.as('anonymous');
      return { role: 'anonymous', send: () => anonymous.post('/api/v1/users/forgot-password', { email }) };
    },
  },
  'POST /api/v1/users/reset-password': {
    prepare: async (ctx) => {
      const { email } = await member(ctx);
      const anonymous = await ctx.as('anonymous');
      await anonymous.post('/api/v1/users/forgot-password', { email });
      const body = { token: await resetTokenOf(ctx, email), password: 'rahasia-baru-456' };
      return { role: 'anonymous', send: () => anonymous.post('/api/v1/users/reset-password', body) };
    },
  },
  'POST /api/v1/users/reset-password/check': {
    changesNothing: true,
    prepare: async (ctx) => {
      const { email } = await member(ctx);
      const anonymous = await ctx.as('anonymous');
      await anonymous.post('/api/v1/users/forgot-password', { email });
      const body = { token: await resetTokenOf(ctx, email) };
      return { role: 'anonymous', send: () => anonymous.post('/api/v1/users/reset-password/check', body) };
    },
  },
  'POST /api/v1/users': {
    prepare: async (ctx) => {
      const superadmin = await ctx.as('superadmin');
      const body = { name: 'Staf Baru', email: `staf${ctx.next()}@test.id`, password: PASSWORD, role: 'admin' };
      return { role: 'superadmin', send: () => superadmin.post('/api/v1/users', body) };
    },
  },
  'PATCH /api/v1/users/{id}': {
    prepare: async (ctx) => {
      const { id } = await member(ctx);
      const superadmin = await ctx.as('superadmin');
      return { role: 'superadmin', send: () => superadmin.patch(`/api/v1/users/${id}`, { role: 'admin' }) };
    },
  },
  'DELETE /api/v1/users/{id}': {
    prepare: async (ctx) => {
      const { id } = await member(ctx);
      const admin = await ctx.as('admin');
      return { role: 'admin', send: () => admin.delete(`/api/v1/users/${id}`) };
    },
  },
};
