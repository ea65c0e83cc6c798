import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../api/src/core/db/scratch-database.js';
import { freePort, type Started, startTs, stopChild, waitFor } from './processes.js';

export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'admin-bench-123' };

/** The bare Fastify route, in its own process. */
export async function startBare(): Promise<Started> {
  const port = await freePort();
  const { child, output } = startTs('bench/bare-server.ts', { PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/bare`, child, output, 30_000);
  return { url, child, stop: () => stopChild(child) };
}

/**
 * The production server (`npm start` without the build) on demo data in a fresh temporary
 * DATA_DIR: PGlite, or a fresh database on BENCH_DATABASE_URL's server. Resolves once seeded
 * (the server listens only after seeding).
 */
export async function startSite(options: {
  postgresUrl?: string;
  webDist: string;
}): Promise<Started & { restart(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-bench-'));
  const database = options.postgresUrl ? await createScratchDatabase(options.postgresUrl, 'bench') : undefined;
  return startServer({ webDist: options.webDist, dataDir, database, seedDemo: true });
}

export interface BenchData {
  dataDir: string;
  /** a scratch database on a PostgreSQL server, or none for PGlite in dataDir */
  database?: { url: string; drop(): Promise<void> };
}

/**
 * The production server on a prepared DATA_DIR / database, removed again by stop(); with
 * seedDemo it fills an empty database with the demo content first.
 */
export async function startServer(
  options: BenchData & { webDist: string; seedDemo: boolean },
): Promise<Started & { restart(): Promise<void> }> {
  const { dataDir, database } = options;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // the production build, as a deployment runs it (bench/run.ts builds it when missing)
  const spawnServer = async () => {
    const started = startTs('api/dist/server.js', {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: options.webDist,
      SEED_DEMO: options.seedDemo ? '1' : '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // the bench times admin screens, not the login's second step (api/src/accounts/second-factor.test.ts)
      STAFF_SECOND_FACTOR: 'optional',
      DATABASE_URL: database?.url,
    });
    await waitFor(`${url}/api/v1/beritas`, started.child, started.output);
    return started.child;
  };
  const server = { url, child: undefined as unknown as Started['child'] };
  const stop = async () => {
    if (server.child) await stopChild(server.child);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server.child = await spawnServer();
  } catch (error) {
    await stop();
    throw error;
  }
  return Object.assign(server, {
    stop,
    /** a new process on the same data (what a daily restart or a deploy does) */
    async restart() {
      await stopChild(server.child);
      server.child = await spawnServer();
    },
  });
}
