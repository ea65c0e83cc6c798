import { audienceMessages, dataAnswer, whatsappChangeBody, whatsappSettingSchema } from '@teater/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireAccess } from '../../accounts/index.js';
import { answers, refusalsOf } from '../../core/answers.js';
import { changeWhatsApp, whatsappSettingOf } from './member.js';

const declared = {
  mine: answers({ 200: dataAnswer(whatsappSettingSchema) }, refusalsOf('user')),
  change: answers({ 200: z.object({ message: z.string(), data: whatsappSettingSchema }) }, [
    ...refusalsOf('user'),
    400,
  ]),
};

/** A member's WhatsApp number and their yes or no to notifications there (/account). */
export const whatsappMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const asUser = { preHandler: requireAccess('user') };
  app.get('/users/me/whatsapp', { ...asUser, schema: { response: declared.mine } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await whatsappSettingOf(app.db, callerOf(request).id) };
  });
  app.put(
    '/users/me/whatsapp',
    { ...asUser, schema: { body: whatsappChangeBody, response: declared.change } },
    async (request) => {
      const user = callerOf(request);
      await changeWhatsApp(app.db, request, user, request.body);
      const data = await whatsappSettingOf(app.db, user.id);
      return {
        message: data.granted && data.number ? audienceMessages.whatsappOn(data.number) : audienceMessages.whatsappOff,
        data,
      };
    },
  );
};
