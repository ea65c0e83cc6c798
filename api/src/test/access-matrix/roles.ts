import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import type { Caller, Role, TestApp } from '../app.js';
import { doorDevice } from '../door-fixture.js';
import { firstEnrolProof } from '../enrol-proof.js';

/**
 * The seven callers the matrix walks, least powerful first. `staff-password-only` is an admin
 * logged in with the password alone while the site requires a second factor (it holds a member's
 * powers only); `admin` and `superadmin` showed their factor.
 */
export const MATRIX_ROLES = [
  'anonymous',
  'member',
  'subscriber',
  'door',
  'staff-password-only',
  'admin',
  'superadmin',
] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** An admin or superadmin session that showed a second factor: a new account enrols an authenticator app in it. */
async function staffWithFactor(t: TestApp, role: 'admin' | 'superadmin'): Promise<Caller> {
  const caller = await t.newUser(role);
  const setup = await caller.post('/api/v1/users/me/totp', await firstEnrolProof(t, caller));
  assert.equal(setup.statusCode, 201, setup.body);
  const { token, secret } = setup.json().data as { token: string; secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const confirmed = await caller.post('/api/v1/users/me/totp/confirm', { token, code, label: 'Matriks' });
  assert.equal(confirmed.statusCode, 201, confirmed.body);
  return caller;
}

/**
 * The test app as the write scenarios (api/src/audit/coverage) expect it, on a site requiring a
 * second factor: its shared staff callers (`as`) showed theirs, so a scenario's setup keeps its
 * admin powers. `newUser` stays a password login: scenarios enrol their new staff's factors themselves.
 */
export function withStaffFactors(t: TestApp): TestApp {
  const staff = new Map<Role, Promise<Caller>>();
  const isStaff = (role: Role | undefined): role is 'admin' | 'superadmin' => role === 'admin' || role === 'superadmin';
  return {
    ...t,
    as(role) {
      if (!isStaff(role)) return t.as(role);
      let found = staff.get(role);
      if (!found) {
        found = staffWithFactor(t, role);
        staff.set(role, found);
      }
      return found;
    },
  };
}

/** A new session of `role`, on an account of its own (the door: a new pass for every show's door). */
export async function logIn(raw: TestApp, staffed: TestApp, role: MatrixRole): Promise<Caller> {
  switch (role) {
    case 'anonymous':
      return raw.as('anonymous');
    case 'member':
      return raw.newUser('user');
    case 'subscriber':
      return raw.newUser('subscriber');
    case 'door':
      return (await doorDevice(staffed, await staffed.as('admin'), 'Pintu matriks', null)).caller;
    case 'staff-password-only': {
      // the raw app's newUser logs in with the password only: on this site that session waits for a factor
      const caller = await raw.newUser('admin');
      const me = await caller.get('/api/v1/users/me');
      assert.equal(me.json().data.needsSecondFactor, true, 'a password-only staff session waits for its factor');
      return caller;
    }
    case 'admin':
    case 'superadmin':
      return staffWithFactor(raw, role);
  }
}

/**
 * The callers an admin-only route refuses on a site requiring a second factor: nobody (401), then a
 * member, staff that showed only its password and a door device (403 each).
 */
export async function refusedCallers(
  t: TestApp,
  doorShowId: number | null = null,
): Promise<Record<'anonymous' | 'member' | 'passwordOnlyStaff' | 'door', Caller>> {
  return {
    anonymous: await t.as('anonymous'),
    member: await t.newUser('user'),
    // newUser logs in with the password alone: on this site, that staff session waits for its factor
    passwordOnlyStaff: await t.newUser('admin'),
    door: (await doorDevice(t, await t.as('admin'), 'Pintu utama', doorShowId)).caller,
  };
}
