import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../accounts/passwords.js';
import { users } from '../schema.js';
import { type Caller, callerOf } from './app.js';

/** A member logged in on one of several apps sharing a database (test/shared-database.ts). */
export async function buildCaller(app: FastifyInstance, email: string): Promise<Caller> {
  const password = 'rahasia-123';
  await app.db.insert(users).values({ name: 'Uji berdua', email, passwordHash: await hashPassword(password) });
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
  const { token, data } = res.json() as { token: string; data: { user: { id: number } } };
  return callerOf(app, token, data.user.id);
}
