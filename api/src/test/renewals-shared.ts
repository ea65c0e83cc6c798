import type { FastifyInstance, InjectOptions } from 'fastify';
import { hashPassword } from '../accounts/passwords.js';
import { users } from '../schema.js';
import type { Caller } from './app.js';

/** A member logged in on one of several apps sharing a database (test/shared-database.ts): JSON bodies only. */
export async function buildCaller(app: FastifyInstance, email: string): Promise<Caller> {
  const password = 'rahasia-123';
  await app.db.insert(users).values({ name: 'Uji berdua', email, passwordHash: await hashPassword(password) });
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
  const { token, data } = res.json() as { token: string; data: { user: { id: number } } };
  const inject = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { authorization: `Bearer ${token}`, ...opts.headers } });
  const withBody = (method: 'POST' | 'PUT' | 'PATCH') => (url: string, body?: unknown) =>
    inject({ method, url, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
  return {
    token,
    id: data.user.id,
    inject,
    get: (url) => inject({ method: 'GET', url }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: (url) => inject({ method: 'DELETE', url }),
  };
}
