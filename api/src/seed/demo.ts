import type { FastifyInstance } from 'fastify';
import { seeders } from './demo/index.js';

/** Demo content for every public page; each seeder fills only its own empty tables. */
export async function seedDemo(app: FastifyInstance) {
  for (const seeder of seeders) {
    if (await seeder.isEmpty(app)) {
      app.log.info(`seeding demo ${seeder.name}`);
      await seeder.run(app);
    }
  }
}
