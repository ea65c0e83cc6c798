import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { slugify } from '@teater/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../accounts/passwords.js';
import { users } from '../accounts/schema.js';
import { findUserByEmail } from '../accounts/users-service.js';

export interface AdminCredentials {
  email: string;
  password: string;
  note?: string;
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create or update that superadmin at every start. Without them, the
 * first start with an empty users table creates a demo superadmin with a generated password,
 * kept in DATA_DIR/demo-admin.txt so it can be shown again.
 */
export async function ensureAdmin(app: FastifyInstance): Promise<AdminCredentials | null> {
  const { db, config } = app;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const email = config.ADMIN_EMAIL.toLowerCase();
    const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
    const existing = await findUserByEmail(db, email);
    if (existing) {
      await db
        .update(users)
        .set({ role: 'superadmin', passwordHash, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
    } else {
      await db.insert(users).values({ name: 'Super Admin', email, passwordHash, role: 'superadmin' });
    }
    return { email, password: '(ADMIN_PASSWORD)' };
  }

  const file = path.join(config.dataDir, 'demo-admin.txt');
  const [any] = await db.select({ id: users.id }).from(users).limit(1);
  if (any) {
    if (!fs.existsSync(file)) return null;
    const [email = '', password = ''] = fs.readFileSync(file, 'utf8').trim().split('\n');
    return { email, password, note: `demo, dari ${file}` };
  }
  const email = `admin@${slugify(config.SITE_NAME) || 'teater'}.id`;
  const password = randomBytes(9).toString('base64url');
  await db
    .insert(users)
    .values({ name: 'Super Admin', email, passwordHash: await hashPassword(password), role: 'superadmin' });
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 });
  return { email, password, note: 'demo, dibuat sekarang' };
}
