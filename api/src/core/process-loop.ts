import type { FastifyInstance } from 'fastify';
import { errorText } from './log-errors.js';

/**
 * Work every server process does on its own timer (delivering the outboxes, queueing an
 * announcement), kept apart between processes by row claims, not by job_runs: one run at a time
 * in this process, started every `everyMs` once the app is ready and waited for when it closes.
 * Answers the function that runs it now (or joins the run in progress).
 */
export function processLoop<T>(
  app: FastifyInstance,
  job: { name: string; everyMs: number; run(): Promise<T> },
): () => Promise<T> {
  let running: Promise<T> | undefined;
  const now = () => {
    running ??= job.run().finally(() => {
      running = undefined;
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => now().catch((error) => app.log.warn(`${job.name}: ${errorText(error)}`)), job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
  return now;
}
