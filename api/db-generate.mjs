// `npm run db:generate -- <name>`: drizzle-kit writes the migration the schema's change needs,
// named by that change (api/drizzle/0027_<name>.sql) as every migration here is, never by the
// random words drizzle-kit picks when it is given no name.
import { spawnSync } from 'node:child_process';

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(name)) {
  console.error(
    'Name the migration by its change, in snake_case: npm run db:generate -- workshops (api/drizzle/00NN_workshops.sql)',
  );
  process.exit(1);
}
const done = spawnSync('drizzle-kit', ['generate', `--name=${name}`], { stdio: 'inherit', shell: false });
process.exit(done.status ?? 1);
