import { dataAnswer, renewalRunBody, renewalRunReportSchema } from '@teater/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { answers } from '../core/answers.js';
import { parseOrThrow } from '../core/http-error.js';

export interface TestHookOptions {
  /** the renewal run of every recurring purpose, as if now were `now` (membership/renewals' runRenewals) */
  runRenewals(app: FastifyInstance, options: { now: Date }): Promise<z.infer<typeof renewalRunReportSchema>>;
}

/**
 * Routes that only browser tests may call, registered only when the server was started with
 * TEST_HOOKS=1 (which the configuration refuses in production): without it they do not exist (404).
 * They need no session: a browser test moves the clock as the scheduler would, not as a person.
 * What they run is handed in by the composition (api-routes.ts): operations imports no capability.
 */
export async function testHookRoutes(app: FastifyInstance, { runRenewals }: TestHookOptions) {
  if (!app.config.TEST_HOOKS) return;
  // The renewal run of every recurring purpose (Sahabat months, monthly gifts) as if now were `at`.
  app.post(
    '/test-hooks/renewal-run',
    { schema: { response: answers({ 200: dataAnswer(renewalRunReportSchema) }, [400]) } },
    async (request) => {
      const { at } = parseOrThrow(renewalRunBody, request.body ?? {});
      return { data: await runRenewals(app, { now: new Date(at) }) };
    },
  );
}
