import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { migrationsFolder } from '../core/paths.js';

/** How many migrations the code ships (drizzle's journal). */
async function shippedMigrations(): Promise<number> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Why the server cannot serve right now; empty when it can. */
async function problems(app: FastifyInstance): Promise<string[]> {
  const found: string[] = [];
  try {
    await app.db.execute(sql`SELECT 1`);
    const result = (await app.db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { n: number }[];
    };
    const applied = result.rows[0]?.n ?? 0;
    const shipped = await shippedMigrations();
    if (applied < shipped) found.push(`database: ${applied} of ${shipped} migrations applied`);
  } catch (error) {
    found.push(`database: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const probe = path.join(app.config.dataDir, `.ready-${process.pid}`);
    await fs.writeFile(probe, '');
    await fs.rm(probe);
  } catch (error) {
    found.push(`data folder not writable: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await app.media.objects.check();
  } catch (error) {
    found.push(
      `media store (${app.media.objects.describe}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return found;
}

/**
 * For process managers and load balancers: `/healthz` answers while the process runs; `/readyz`
 * only when it can serve (database answering and migrated, data folder writable, media store
 * answering), else 503 with the reasons.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reasons = await problems(app);
    if (reasons.length) return reply.status(503).send({ status: 'unavailable', reasons });
    return { status: 'ready' };
  });
});
