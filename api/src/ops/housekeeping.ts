import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { imageUploads, passwordResets, sessions } from '../db/schema.js';
import { apiResources } from '../resources/index.js';

const DAY_MS = 86_400_000;
const EVERY_MS = 3_600_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Temporary upload files of stopped processes, and any older than a day. */
async function sweepTempFiles(tmp: string, now: number) {
  let removed = 0;
  for (const entry of await fs.readdir(tmp, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(tmp, entry.name);
    const pid = Number(entry.name);
    if (entry.isDirectory() && Number.isInteger(pid) && pid !== process.pid && !alive(pid)) {
      await fs.rm(full, { recursive: true, force: true });
      removed++;
      continue;
    }
    const files = entry.isDirectory() ? (await fs.readdir(full)).map((name) => path.join(full, name)) : [full];
    for (const file of files) {
      const stat = await fs.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > DAY_MS) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
  }
  return removed;
}

/** `url` is the value of some record's image-URL field. */
function referenced(url: string): SQL {
  const checks = apiResources.flatMap(({ def, table }) =>
    Object.entries(def.fields)
      .filter(([, field]) => field.kind === 'imageUrl')
      .map(([name]) => sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table[name]} = ${url})`),
  );
  return checks.length ? sql.join(checks, sql` OR `) : sql`false`;
}

/**
 * Housekeeping, at start and hourly: temporary upload files left by a crash or older than a day,
 * images uploaded through POST /image that no record took up within a day, expired sessions and
 * used or expired password reset links.
 */
export async function housekeep(app: FastifyInstance, now = new Date()) {
  const tempFiles = await sweepTempFiles(app.media.tempRoot, now.getTime());
  let orphanImages = 0;
  const old = await app.db
    .select()
    .from(imageUploads)
    .where(lt(imageUploads.createdAt, new Date(now.getTime() - DAY_MS)));
  for (const upload of old) {
    const result = (await app.db.execute(sql`SELECT (${referenced(upload.url)}) AS used`)) as unknown as {
      rows: { used: boolean }[];
    };
    if (!result.rows[0]?.used) {
      await app.media.remove(upload.url);
      orphanImages++;
    }
    await app.db.delete(imageUploads).where(eq(imageUploads.id, upload.id));
  }
  const ended = await app.db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const links = await app.db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return { tempFiles, orphanImages, sessions: ended.length, resetLinks: links.length };
}

export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  const run = () =>
    housekeep(app).then(
      (done) => app.log.debug(done, 'housekeeping'),
      (error: unknown) => app.log.warn(`housekeeping: ${String(error)}`),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
