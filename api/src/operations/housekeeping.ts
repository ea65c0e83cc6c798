import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schedulePeriodic } from '../core/job-claims.js';
import { errorText } from '../core/log-errors.js';
import { imageUploads } from '../media/schema.js';
import { enforceRetention } from '../privacy/index.js';

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
function referenced(app: FastifyInstance, url: string): SQL {
  const checks = app.site.resources.flatMap(({ def, table }) =>
    Object.entries(def.fields)
      .filter(([, field]) => field.kind === 'imageUrl')
      .map(([name]) => sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table[name]} = ${url})`),
  );
  // an album's photo that moved past its second place is listed only in the album's list
  const listed = app.site.albums.map(
    ({ resource: { table }, list }) =>
      sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table[list]} @> jsonb_build_array(jsonb_build_object('image', ${url}::text)))`,
  );
  const all = [...checks, ...listed];
  return all.length ? sql.join(all, sql` OR `) : sql`false`;
}

/**
 * What every process shares (database and media store), done by one of them: images uploaded
 * through POST /image that no record took up within a day, and every record past its period in
 * the retention table (privacy/retention.ts: sessions, reset links, mails, login records, audit
 * entries, rate-limit counters, the books after ten years, deleted buyers' names after the show).
 */
async function housekeepShared(app: FastifyInstance, now: Date) {
  let orphanImages = 0;
  const old = await app.db
    .select()
    .from(imageUploads)
    .where(lt(imageUploads.createdAt, new Date(now.getTime() - DAY_MS)));
  for (const upload of old) {
    const result = (await app.db.execute(sql`SELECT (${referenced(app, upload.url)}) AS used`)) as unknown as {
      rows: { used: boolean }[];
    };
    if (!result.rows[0]?.used) {
      await app.media.remove(upload.url);
      orphanImages++;
    }
    await app.db.delete(imageUploads).where(eq(imageUploads.id, upload.id));
  }
  return { orphanImages, ...(await enforceRetention(app.db, app.config, now)) };
}

/** All of housekeeping at once: this machine's temporary files and the shared part. */
export async function housekeep(app: FastifyInstance, now = new Date()) {
  const tempFiles = await sweepTempFiles(app.media.tempRoot, now.getTime());
  return { tempFiles, ...(await housekeepShared(app, now)) };
}

/**
 * At start and hourly. Temporary files are on each machine's DATA_DIR, so every process sweeps its
 * own; the shared part runs in whichever process claims the hour (core/job-claims.ts).
 */
export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  const sweep = () =>
    sweepTempFiles(app.media.tempRoot, Date.now()).catch((error: unknown) =>
      app.log.warn(`temporary files: ${errorText(error)}`),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  schedulePeriodic(app, {
    name: 'housekeeping',
    everyMs: EVERY_MS,
    run: async () => app.log.debug(await housekeepShared(app, new Date()), 'housekeeping'),
  });
});
