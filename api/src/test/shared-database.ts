import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../core/config.js';
import { type Database, openDatabase } from '../core/db/client.js';
import { openTemplateDatabase } from './pglite-template.js';
import { templatedScratchDatabase } from './postgres-template.js';

export interface SharedDatabaseApps {
  apps: FastifyInstance[];
  /** one connection pool per app on PostgreSQL; PGlite has one database in this process */
  onPostgres: boolean;
  close(): Promise<void>;
}

/**
 * `count` apps as separate server processes would have them: each its own data folder and, on a
 * PostgreSQL server (TEST_DB=postgres), its own connection pool to one fresh database. On PGlite
 * they share the one in-memory database, as only one process can.
 */
export async function appsOnOneDatabase(count: number, env: Record<string, string> = {}): Promise<SharedDatabaseApps> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);
  const scratch = onPostgres && serverUrl ? await templatedScratchDatabase(serverUrl, 'shared') : undefined;
  const shared = scratch ? undefined : await openTemplateDatabase();
  const opened: { app: FastifyInstance; database: Database; dir: string }[] = [];
  for (let i = 0; i < count; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-shared-'));
    const config = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...env,
    });
    const database = shared ?? (await openDatabase({ url: scratch?.url, dir: '' }));
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    opened.push({ app, database, dir });
  }
  return {
    apps: opened.map((one) => one.app),
    onPostgres,
    async close() {
      for (const { app, database, dir } of opened) {
        await app.close();
        if (database !== shared) await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
      await shared?.close();
      await scratch?.drop();
    },
  };
}
