import type { Readable } from 'node:stream';
import { backupMessages } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireAccess } from '../accounts/index.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { conflict } from '../core/http-error.js';
import { recordDoneOnDemand } from '../core/job-claims.js';
import { errorText } from '../core/log-errors.js';
import { backupStream } from './backup.js';
import { backupFileName } from './scheduled-backups.js';

/** job_runs' row of backups asked for (downloads, npm run backup): when one was last made. */
export const BACKUP_ON_DEMAND = 'backup-on-demand';

/**
 * A fresh backup on demand, streamed while it is packed: downloaded by a superadmin from the admin
 * area (`GET /api/v1/admin/backups/download`) or asked for by `npm run backup` over the control
 * socket (control-socket.ts). One at a time per process: each stages a copy of the media and the
 * tables beside the data. Superadmins only: the archive holds every account's password hash and
 * every member's data, more than any admin screen shows.
 */
export const backupDownloadPlugin = fp(async (app: FastifyInstance) => {
  let busy = false;

  app.decorate('backupArchive', async () => {
    if (busy) throw conflict(backupMessages.busy);
    busy = true;
    try {
      const { stream } = await backupStream({
        database: app.database,
        objects: app.media.objects,
        dataDir: app.config.dataDir,
      });
      stream.once('end', () => {
        recordDoneOnDemand(app.db, BACKUP_ON_DEMAND).catch((error: unknown) => app.log.warn(errorText(error)));
      });
      stream.once('close', () => {
        busy = false;
      });
      return stream;
    } catch (error) {
      busy = false;
      throw error;
    }
  });

  app.get(
    '/api/v1/admin/backups/download',
    {
      preHandler: requireAccess('superadmin'),
      schema: {
        response: answers(
          { 200: rawAnswer('application/gzip', 'Arsip cadangan (tar.gz): basis data dan semua media, saat ini') },
          [...refusalsOf('superadmin'), 409],
        ),
      },
    },
    async (request, reply) => {
      const file = backupFileName(new Date());
      // who took every account's data out, and when: recorded as the archive starts to leave
      const stream = await app.backupArchive();
      await audit(app.db, request, { resource: 'backups', action: 'backup', summary: `Unduh ${file}` }).catch(
        (error: unknown) => {
          stream.destroy();
          throw error;
        },
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file}"`)
        .type('application/gzip')
        .send(stream);
    },
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    /** a backup archive of this moment, as a stream (409 while another is being made) */
    backupArchive(): Promise<Readable>;
  }
}
