import { dataAnswer, mediaMessages } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../accounts/index.js';
import { answers, refusalsOf } from '../core/answers.js';
import { audit } from '../core/audit/record.js';
import { badRequest } from '../core/http-error.js';
import { UPLOAD_LIMIT } from '../core/rate-limits.js';
import { readMultipart } from './multipart.js';
import { imageUploads } from './schema.js';

/** POST /image: an admin uploads one image before saving a JSON-of-URLs record (gallery, landing). */
export async function imageRoutes(app: FastifyInstance) {
  app.post(
    '/image',
    {
      preHandler: requireAccess('admin'),
      config: { rateLimit: UPLOAD_LIMIT },
      schema: {
        response: answers({ 201: dataAnswer(z.object({ url: z.string() })) }, [...refusalsOf('admin'), 400, 413, 415]),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(mediaMessages.required, { image: mediaMessages.required });
      const { files } = await readMultipart(request, app.media, { image: 'image' }, 'public');
      const url = files.image?.[0];
      if (!url) throw badRequest(mediaMessages.required, { image: mediaMessages.required });
      // kept in mind until a record refers to it; housekeeping removes it a day later otherwise
      await app.db.transaction(async (tx) => {
        const [upload] = await tx.insert(imageUploads).values({ url }).returning();
        await audit(tx, request, { resource: 'images', id: upload?.id, action: 'upload', after: upload, summary: url });
      });
      return reply.status(201).send({ data: { url } });
    },
  );
}
