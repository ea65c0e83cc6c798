import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoSeedState } from '../core/schema.js';
import { seeders } from './demo/index.js';

/**
 * Demo content for every public page. Each seeder is marked started, then done: one that was cut
 * short (a crash, a stop) is found started on the next start, its tables emptied and run again, so
 * the demo never stays half-filled. Tables filled before these marks existed (or by people) are
 * left alone.
 */
export async function seedDemo(app: FastifyInstance) {
  const { db } = app;
  for (const seeder of seeders) {
    const [state] = await db.select().from(demoSeedState).where(eq(demoSeedState.name, seeder.name));
    if (state?.done) continue;
    if (state) {
      app.log.warn(`demo ${seeder.name} was cut short: seeding it again`);
      for (const table of seeder.tables) await db.delete(table);
    } else if (!(await seeder.isEmpty(app))) {
      await db.insert(demoSeedState).values({ name: seeder.name, done: true });
      continue;
    } else {
      await db.insert(demoSeedState).values({ name: seeder.name });
    }
    app.log.info(`seeding demo ${seeder.name}`);
    await seeder.run(app);
    await db
      .update(demoSeedState)
      .set({ done: true, updatedAt: new Date() })
      .where(eq(demoSeedState.name, seeder.name));
  }
}
