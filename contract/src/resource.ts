import type { EntityOf, Fields } from './fields.js';
import type { ListDef } from './list.js';

/** Who may call: anyone, any logged-in user, an active subscriber, or an admin role. */
export type Access = 'public' | 'user' | 'subscriber' | 'admin' | 'superadmin';

export interface ResourceDef<F extends Fields = Fields> {
  /** table name */
  name: string;
  /** REST path under /api/v1 */
  path: `/${string}`;
  /** singular label for admin screens */
  label: string;
  fields: F;
  access: { read: Access; write: Access };
  /** how create and patch bodies travel */
  body: 'multipart' | 'json';
  /** what its list may be searched, sorted and filtered by (default: sorted by createdAt only) */
  list?: ListDef;
  /** files are exclusive content: stored apart and served only to subscribers and admins */
  exclusive?: boolean;
  /** items may be drafted and scheduled (its fields include publishingFields) */
  publishing?: boolean;
}

export const defineResource = <const F extends Fields>(def: ResourceDef<F>) => def;

export type Entity<R> = R extends ResourceDef<infer F> ? EntityOf<F> : never;
