import { type Access, accessOf, allowedBy } from './levels.js';
import { MATRIX_ROLES } from './roles.js';
import type { Walk } from './walk.js';

/**
 * Public operations that declare 401 or 403 for another reason than who calls: a wrong password or
 * code, a spent link, a webhook's bad signature. Every other public operation declares neither.
 */
export const PUBLIC_REFUSALS: Record<string, string> = {
  'POST /api/v1/users/login': 'a wrong password',
  'POST /api/v1/users/login/second-factor': 'a wrong code or a spent login step',
  'POST /api/v1/users/login/passkey': 'an unknown passkey or a spent challenge',
  'POST /api/v1/users/login/passkey/options': 'a spent login step',
  'POST /api/v1/door/activate': 'a spent or revoked pass link',
  'POST /api/v1/payment/webhook': 'a bad signature',
  'GET /api/v1/whatsapp/webhook': 'a wrong verify token',
  'POST /api/v1/whatsapp/webhook': 'a bad signature',
  'POST /api/v1/whatsapp/sandbox/{version}/{phoneNumberId}/messages': 'a wrong access token',
};

/** Each operation's access as the walk saw it, in the document's order. */
export function observedOf(walk: Walk): Record<string, Access> {
  const observed: Record<string, Access> = {};
  for (const { key } of walk.operations) {
    const row = walk.cells.get(key);
    observed[key] = accessOf(MATRIX_ROLES.filter((role) => row?.get(role)?.seen === 'allowed'));
  }
  return observed;
}

/** The cells the walk could not read: answered before the access check. */
export const hiddenOf = (walk: Walk) =>
  [...walk.cells].flatMap(([key, row]) =>
    [...row].filter(([, cell]) => cell.seen === 'hidden').map(([role, cell]) => `${key} as ${role}: ${cell.status}`),
  );

/** Every operation and role where the walk differs from `expected`, said so a reader can act on it. */
export function differencesOf(walk: Walk, expected: Record<string, Access>): string[] {
  const observed = observedOf(walk);
  const differences: string[] = [];
  for (const { key } of walk.operations) {
    const want = expected[key];
    const got = observed[key] ?? [];
    if (want === undefined) {
      differences.push(`${key} is new (seen: ${JSON.stringify(got)}): not in the expected matrix`);
      continue;
    }
    for (const role of MATRIX_ROLES) {
      const wanted = allowedBy(want).includes(role);
      if (wanted === allowedBy(got).includes(role)) continue;
      const status = walk.cells.get(key)?.get(role)?.status;
      const expectation = wanted ? 'expected let through' : 'expected refused';
      differences.push(
        `${key} as ${role}: ${expectation}, answered ${status} (expected ${JSON.stringify(want)}, seen ${JSON.stringify(got)})`,
      );
    }
  }
  const known = new Set(walk.operations.map(({ key }) => key));
  for (const key of Object.keys(expected)) if (!known.has(key)) differences.push(`${key} is gone from the API`);
  return differences;
}

/**
 * Operations whose declared answers differ from the access seen: one refusing anonymous declares
 * 401, one refusing a logged-in caller 403, a public one neither (but PUBLIC_REFUSALS).
 */
export function undeclaredOf(walk: Walk): string[] {
  const observed = observedOf(walk);
  const problems: string[] = [];
  for (const { key, declared } of walk.operations) {
    const allowed = allowedBy(observed[key] ?? []);
    if (allowed.length === MATRIX_ROLES.length) {
      const refusal = declared.find((status) => status === '401' || status === '403');
      if (refusal && !PUBLIC_REFUSALS[key]) problems.push(`${key}: public, yet declares ${refusal}`);
      continue;
    }
    if (!allowed.includes('anonymous') && !declared.includes('401')) {
      problems.push(`${key}: refuses anonymous, declares no 401`);
    }
    const refusesMember = MATRIX_ROLES.some((role) => role !== 'anonymous' && !allowed.includes(role));
    if (refusesMember && !declared.includes('403'))
      problems.push(`${key}: refuses a logged-in caller, declares no 403`);
  }
  for (const key of Object.keys(PUBLIC_REFUSALS)) {
    if (allowedBy(observed[key] ?? []).length !== MATRIX_ROLES.length)
      problems.push(`${key}: in PUBLIC_REFUSALS, not public`);
  }
  return problems;
}
