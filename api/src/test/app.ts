import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../accounts/passwords.js';
import { users } from '../accounts/schema.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../core/config.js';
import { type Database, openDatabase } from '../core/db/client.js';
import type { ServedSite } from '../site.js';
import { openTemplateDatabase } from './pglite-template.js';
import { templatedScratchDatabase } from './postgres-template.js';

/**
 * The database under test: PGlite in memory by default; a fresh database on the server named by
 * TEST_DATABASE_URL when TEST_DB=postgres (the CI runs the suite both ways).
 */
async function testDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    return { database: await openTemplateDatabase(), drop: async () => {} };
  }
  const scratch = await templatedScratchDatabase(serverUrl, 't');
  const database = await openDatabase({ url: scratch.url, dir: '' });
  return { database, drop: scratch.drop };
}

export type Role = 'anonymous' | 'user' | 'subscriber' | 'expired' | 'admin' | 'superadmin';

export interface Caller {
  token: string | null;
  id: number | null;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** a caller logged in with that role (created on first use, one account per role) */
  as(role: Role): Promise<Caller>;
  /** a new account with that role; returns a logged-in caller */
  newUser(role?: Exclude<Role, 'anonymous'>, email?: string): Promise<Caller>;
  close(): Promise<void>;
}

/** A multipart or JSON body for inject: FormData is sent as multipart, anything else as JSON. */
async function encodeBody(body: unknown): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  if (body === undefined) return {};
  if (body instanceof FormData) {
    const request = new Request('http://x', { method: 'POST', body });
    return {
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    };
  }
  return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/** A caller of `app` with that session token (none: anonymous). */
export function callerOf(app: FastifyInstance, token: string | null, id: number | null): Caller {
  const inject = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers } });
  const withBody = (method: 'POST' | 'PUT' | 'PATCH') => async (url: string, body?: unknown) => {
    const encoded = await encodeBody(body);
    return inject({ method, url, ...encoded });
  };
  return {
    token,
    id,
    inject,
    get: (url) => inject({ method: 'GET', url }),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: (url) => inject({ method: 'DELETE', url }),
  };
}

let counter = 0;

/** A database the test made itself (one migrated from an older schema), and how to throw it away. */
export interface GivenDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** What a test server may be given: a site serving other resources than the contract's (a fixture), a database. */
export interface TestAppOptions {
  site?: ServedSite;
  given?: GivenDatabase;
  /** where the server's error log goes, as pino writes it (one JSON line per entry); none: no log */
  log?: Writable;
}

export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', ...env });
  const { database, drop } = options.given ?? (await testDatabase());
  const logger = options.log ? { level: 'error', stream: options.log } : false;
  const app = await buildApp({ config, database, logger, site: options.site });
  await app.ready();

  const caller = (token: string | null, id: number | null) => callerOf(app, token, id);

  async function newUser(role: Exclude<Role, 'anonymous'> = 'user', email?: string): Promise<Caller> {
    const address = email ?? `${role}${++counter}@test.id`;
    const password = 'rahasia-123';
    const subscriptionTime =
      role === 'subscriber'
        ? new Date(Date.now() + 7 * 86_400_000)
        : role === 'expired'
          ? new Date(Date.now() - 86_400_000)
          : null;
    const dbRole = role === 'admin' || role === 'superadmin' ? role : 'user';
    await app.db.insert(users).values({
      name: `Uji ${role}`,
      email: address,
      passwordHash: await hashPassword(password),
      role: dbRole,
      subscription_time: subscriptionTime,
    });
    const res = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: address, password } });
    const body = res.json() as { token: string; data: { user: { id: number } } };
    return caller(body.token, body.data.user.id);
  }

  const byRole = new Map<Role, Promise<Caller>>();
  return {
    app,
    dataDir,
    as(role) {
      if (role === 'anonymous') return Promise.resolve(caller(null, null));
      let found = byRole.get(role);
      if (!found) {
        found = newUser(role);
        byRole.set(role, found);
      }
      return found;
    },
    newUser,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
