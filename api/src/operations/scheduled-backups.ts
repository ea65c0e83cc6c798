import fs from 'node:fs/promises';
import path from 'node:path';
import { type BackupStatus, backupStatusSchema, dataAnswer } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { schedulePeriodic } from '../core/job-claims.js';
import { errorMessage } from '../core/log-errors.js';
import { writeBackup } from './backup.js';

const NAME = /^backup-\d{8}-\d{6}-\d{3}\.tar\.gz$/;
/** `backup-20261124-001502-123.tar.gz`: names sort as time does */
export const backupFileName = (date: Date) =>
  `backup-${date.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-').slice(0, 19)}.tar.gz`;

/** The archives in the backup folder, newest first. */
async function archives(dir: string) {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => NAME.test(name));
  return names.sort().reverse();
}

/**
 * Scheduled backups (BACKUP_DIR): the running server writes an archive every
 * BACKUP_INTERVAL_HOURS (the first a minute after start), keeps the newest BACKUP_KEEP, and tells
 * admins when the last one was made. On the embedded database this is how to back up while serving.
 */
export const scheduledBackupsPlugin = fp(async (app: FastifyInstance) => {
  const dir = app.config.BACKUP_DIR ? path.resolve(app.config.BACKUP_DIR) : undefined;
  let running: Promise<unknown> | undefined;
  let lastError: string | null = null;

  async function backupNow() {
    if (!dir) return;
    await fs.mkdir(dir, { recursive: true });
    await writeBackup({
      database: app.database,
      objects: app.media.objects,
      dataDir: app.config.dataDir,
      file: path.join(dir, backupFileName(new Date())),
    });
    for (const old of (await archives(dir)).slice(app.config.BACKUP_KEEP))
      await fs.rm(path.join(dir, old), { force: true });
  }
  const scheduled = () => {
    running ??= backupNow()
      .then(() => {
        lastError = null;
      })
      .catch((error: unknown) => {
        lastError = errorMessage(error);
        app.log.error(`scheduled backup failed: ${lastError}`);
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  if (dir) {
    // with several processes on one database, one of them writes each scheduled archive
    schedulePeriodic(app, {
      name: 'scheduled-backup',
      everyMs: app.config.BACKUP_INTERVAL_HOURS * 3_600_000,
      firstAfterMs: 60_000,
      // a failed archive counts as the job's failure (job_runs, /metrics), not only on the dashboard
      run: async () => {
        await scheduled();
        if (lastError) throw new Error(lastError);
      },
    });
    app.addHook('onClose', async () => {
      await running;
    });
  }
  app.decorate('backupNow', scheduled);

  app.get(
    '/api/v1/admin/backups',
    {
      preHandler: requireAccess('admin'),
      schema: { response: answers({ 200: dataAnswer(backupStatusSchema) }, refusalsOf('admin')) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const [newest] = dir ? await archives(dir) : [];
      const stat = dir && newest ? await fs.stat(path.join(dir, newest)) : undefined;
      const data: BackupStatus = {
        scheduled: Boolean(dir),
        keep: app.config.BACKUP_KEEP,
        intervalHours: app.config.BACKUP_INTERVAL_HOURS,
        last: newest && stat ? { file: newest, size: stat.size, createdAt: stat.mtime.toISOString() } : null,
        lastError,
      };
      return { data };
    },
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    /** writes a scheduled backup now (no-op without BACKUP_DIR) */
    backupNow(): Promise<unknown>;
  }
}
