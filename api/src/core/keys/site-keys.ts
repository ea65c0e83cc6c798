import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { siteKeys } from './schema.js';

const known = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function readOrMake(db: Db, name: string): Promise<Buffer> {
  // The first process to ask writes it; any other (or a later start) reads the very same key.
  await db
    .insert(siteKeys)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: siteKeys.name });
  const [row] = await db.select().from(siteKeys).where(eq(siteKeys.name, name));
  if (!row) throw new Error(`site key ${name} was not stored`);
  return Buffer.from(row.value, 'base64url');
}

/**
 * A secret of the site named `name` (a signing key), made once and kept in the database, so every
 * process behind a load balancer signs and verifies with the same one and no setting is needed.
 */
export function siteKey(db: Db, name: string): Promise<Buffer> {
  let keys = known.get(db);
  if (!keys) {
    keys = new Map();
    known.set(db, keys);
  }
  let key = keys.get(name);
  if (!key) {
    key = readOrMake(db, name);
    keys.set(name, key);
    key.catch(() => keys.delete(name));
  }
  return key;
}
