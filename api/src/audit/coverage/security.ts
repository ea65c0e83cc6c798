import { Secret, TOTP } from 'otpauth';
import type { Caller } from '../../test/app.js';
import { firstEnrolProof } from '../../test/enrol-proof.js';
import { SoftPasskey } from '../../test/passkey.js';
import type { CoverageContext, WriteScenarios } from './types.js';

const PASSWORD = 'rahasia-123';
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A new admin with an authenticator app: its e-mail, secret and recovery codes. */
async function adminWithTotp(ctx: CoverageContext) {
  const email = `staf${ctx.next()}@test.id`;
  const admin = await ctx.t.newUser('admin', email);
  const proof = await firstEnrolProof(ctx.t, admin);
  const { token, secret } = (await admin.post('/api/v1/users/me/totp', proof)).json().data;
  const confirmed = await admin.post('/api/v1/users/me/totp/confirm', { token, code: codeOf(secret) });
  return { admin, email, secret, codes: confirmed.json().data.recoveryCodes as string[] };
}

/** A new admin with a passkey (a software authenticator). */
async function adminWithPasskey(ctx: CoverageContext) {
  const admin = await ctx.t.newUser('admin', `kunci${ctx.next()}@test.id`);
  const key = new SoftPasskey();
  const proof = await firstEnrolProof(ctx.t, admin);
  const { challenge, options } = (await admin.post('/api/v1/users/me/passkeys/options', proof)).json();
  await admin.post('/api/v1/users/me/passkeys', { challenge, passkey: key.register(options) });
  return { admin, key };
}

const anonymousCall = async (ctx: CoverageContext, send: (anonymous: Caller) => ReturnType<Caller['post']>) => {
  const anonymous = await ctx.as('anonymous');
  return { role: 'anonymous' as const, send: () => send(anonymous) };
};

/** Second factors (logins, enrolment, removal) and sessions. */
export const securityScenarios: WriteScenarios = {
  'POST /api/v1/users/login/second-factor': {
    prepare: async (ctx) => {
      const { email, secret } = await adminWithTotp(ctx);
      const anonymous = await ctx.as('anonymous');
      const step = (await anonymous.post('/api/v1/users/login', { email, password: PASSWORD })).json();
      const body = { token: step.second_factor.token, code: codeOf(secret, 1) };
      return anonymousCall(ctx, (caller) => caller.post('/api/v1/users/login/second-factor', body));
    },
  },
  'POST /api/v1/users/login/passkey/options': {
    changesNothing: true,
    prepare: (ctx) => anonymousCall(ctx, (caller) => caller.post('/api/v1/users/login/passkey/options', {})),
  },
  'POST /api/v1/users/login/passkey': {
    prepare: async (ctx) => {
      const { key } = await adminWithPasskey(ctx);
      const anonymous = await ctx.as('anonymous');
      const { challenge, options } = (await anonymous.post('/api/v1/users/login/passkey/options', {})).json();
      const body = { challenge, passkey: key.assert(options) };
      return anonymousCall(ctx, (caller) => caller.post('/api/v1/users/login/passkey', body));
    },
  },
  'POST /api/v1/users/me/factor-mail-code': {
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      return { role: 'user', send: () => member.post('/api/v1/users/me/factor-mail-code') };
    },
  },
  'POST /api/v1/users/me/totp': {
    changesNothing: true,
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      const proof = await firstEnrolProof(ctx.t, admin);
      return { role: 'admin', send: () => admin.post('/api/v1/users/me/totp', proof) };
    },
  },
  'POST /api/v1/users/me/totp/confirm': {
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      const proof = await firstEnrolProof(ctx.t, admin);
      const { token, secret } = (await admin.post('/api/v1/users/me/totp', proof)).json().data;
      const body = { token, code: codeOf(secret) };
      return { role: 'admin', send: () => admin.post('/api/v1/users/me/totp/confirm', body) };
    },
  },
  'POST /api/v1/users/me/passkeys/options': {
    changesNothing: true,
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      const proof = await firstEnrolProof(ctx.t, admin);
      return { role: 'admin', send: () => admin.post('/api/v1/users/me/passkeys/options', proof) };
    },
  },
  'POST /api/v1/users/me/passkeys': {
    prepare: async (ctx) => {
      const admin = await ctx.t.newUser('admin');
      const proof = await firstEnrolProof(ctx.t, admin);
      const { challenge, options } = (await admin.post('/api/v1/users/me/passkeys/options', proof)).json();
      const body = { challenge, passkey: new SoftPasskey().register(options) };
      return { role: 'admin', send: () => admin.post('/api/v1/users/me/passkeys', body) };
    },
  },
  'POST /api/v1/users/me/passkeys/proof-options': {
    changesNothing: true,
    prepare: async (ctx) => {
      const { admin } = await adminWithPasskey(ctx);
      return { role: 'admin', send: () => admin.post('/api/v1/users/me/passkeys/proof-options') };
    },
  },
  'POST /api/v1/users/me/second-factors/{id}/remove': {
    prepare: async (ctx) => {
      // a member: staff keep their last factor
      const member = await ctx.t.newUser('user');
      const proof = await firstEnrolProof(ctx.t, member);
      const { token, secret } = (await member.post('/api/v1/users/me/totp', proof)).json().data;
      const codes = (await member.post('/api/v1/users/me/totp/confirm', { token, code: codeOf(secret) })).json().data;
      const body = { password: PASSWORD, code: codes.recoveryCodes[0] };
      const url = `/api/v1/users/me/second-factors/${codes.factor.id}/remove`;
      return { role: 'user', send: () => member.post(url, body) };
    },
  },
  'POST /api/v1/users/me/recovery-codes': {
    prepare: async (ctx) => {
      const { admin, codes } = await adminWithTotp(ctx);
      const body = { password: PASSWORD, code: codes[0] };
      return { role: 'admin', send: () => admin.post('/api/v1/users/me/recovery-codes', body) };
    },
  },
  'DELETE /api/v1/users/me/sessions/{id}': {
    prepare: async (ctx) => {
      const email = `sesi${ctx.next()}@test.id`;
      const admin = await ctx.t.newUser('admin', email);
      await (await ctx.as('anonymous')).post('/api/v1/users/login', { email, password: PASSWORD });
      const sessions = (await admin.get('/api/v1/users/me/sessions')).json().data as { id: number; current: boolean }[];
      const other = sessions.find((session) => !session.current);
      return { role: 'admin', send: () => admin.delete(`/api/v1/users/me/sessions/${other?.id}`) };
    },
  },
  'POST /api/v1/users/me/sessions/end-others': {
    prepare: async (ctx) => {
      const email = `sesi${ctx.next()}@test.id`;
      const admin = await ctx.t.newUser('admin', email);
      await (await ctx.as('anonymous')).post('/api/v1/users/login', { email, password: PASSWORD });
      return { role: 'admin', send: () => admin.post('/api/v1/users/me/sessions/end-others') };
    },
  },
  'POST /api/v1/users/{id}/sessions/end': {
    prepare: async (ctx) => {
      const member = await ctx.t.newUser('user');
      const superadmin = await ctx.as('superadmin');
      return { role: 'superadmin', send: () => superadmin.post(`/api/v1/users/${member.id}/sessions/end`) };
    },
  },
};
