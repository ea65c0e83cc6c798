import { validationMessages } from '@teater/contract';
import { MATRIX_ROLES, type MatrixRole } from './roles.js';

/**
 * Who passes each level of requireAccess (api/src/accounts/access.ts): a door account only the door, a
 * password-only staff session a member's powers. An operation whose callers match none of these
 * is written as the list of roles it lets through.
 */
const LEVELS: Record<string, readonly MatrixRole[]> = {
  public: MATRIX_ROLES,
  user: ['member', 'subscriber', 'staff-password-only', 'admin', 'superadmin'],
  subscriber: ['subscriber', 'admin', 'superadmin'],
  door: ['door', 'admin', 'superadmin'],
  admin: ['admin', 'superadmin'],
  superadmin: ['superadmin'],
  nobody: [],
};

/** An operation's access as the expected file writes it: a level's name, or the roles let through. */
export type Access = string | MatrixRole[];

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The access of an operation that let exactly `allowed` through (in MATRIX_ROLES order). */
export function accessOf(allowed: readonly MatrixRole[]): Access {
  const level = Object.entries(LEVELS).find(([, roles]) => same(roles, allowed));
  return level ? level[0] : [...allowed];
}

/** The roles an access lets through (an unknown level name: none, so the comparison shows it). */
export function allowedBy(access: Access): readonly MatrixRole[] {
  return typeof access === 'string' ? (LEVELS[access] ?? []) : access;
}

/** What a cell's answer says: refused (401, 403), let through (anything else), or hidden. */
export type Seen = 'allowed' | 'refused' | 'hidden';

/**
 * A refusal is 401 or 403. An answer given before the access check (a body the validator or the
 * parser refused: 400, 413, 415) or a 429 tells nothing about access: such a cell is `hidden` and
 * fails the test, so each operation is called with a valid request, from an address of its own.
 */
export function seenOf(status: number, body: string): Seen {
  if (status === 401 || status === 403) return 'refused';
  if (status === 413 || status === 415 || status === 429) return 'hidden';
  if (status !== 400) return 'allowed';
  const { message } = JSON.parse(body) as { message?: string };
  return message === validationMessages.invalid || message === validationMessages.malformedJson ? 'hidden' : 'allowed';
}
