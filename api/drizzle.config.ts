import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // each capability keeps the schema of the tables it owns beside its code (api/src/<capability>/schema.ts)
  schema: ['./src/*/schema.ts', './src/*/*/schema.ts'],
  out: './drizzle',
});
