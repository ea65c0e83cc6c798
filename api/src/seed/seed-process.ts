import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import type { Db } from '../core/db/client.js';
import { demoSeedState } from '../core/schema.js';
import { seeders } from './demo/index.js';

/** The argument that makes the server's entry seed the demo and exit (see server.ts). */
export const SEED_ONLY = '--seed-demo-only';

/** Whether some demo seeder has not finished: a new site, or a seed cut short. */
export async function demoSeedPending(db: Db): Promise<boolean> {
  const done = await db.select({ name: demoSeedState.name }).from(demoSeedState).where(eq(demoSeedState.done, true));
  const finished = new Set(done.map((row) => row.name));
  return seeders.some((seeder) => !finished.has(seeder.name));
}

/**
 * Seeds the demo in a child process running this same entry (compiled, or under tsx), and waits
 * for it. What seeding grows dies with that process: the embedded database's WebAssembly memory
 * (about 700 MB once every demo row and picture is written, and such memory never shrinks, even
 * when the database is closed and opened again in the same process: measured 640 MB), and
 * sharp's buffers for every demo picture. The server then serves from about 270 MB.
 */
export async function seedInChildProcess(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) throw new Error('the server entry is unknown: cannot seed in a child process');
  const child = spawn(process.execPath, [...process.execArgv, entry, SEED_ONLY], { stdio: 'inherit' });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`demo seed failed (${signal ?? `exit ${code}`})`);
}
