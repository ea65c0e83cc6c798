import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The superadmin every strict server creates at start. */
export const CHIEF = { email: 'kepala@strict.test', password: 'kepala-strict-123' };

const root = path.resolve(import.meta.dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface StrictServers {
  /** each process's address (`http://localhost:port`) */
  urls: string[];
  /** each process's mail outbox folder (no SMTP: mails are written there as .eml files) */
  outboxes: string[];
  close(): Promise<void>;
}

/**
 * `count` server processes as production runs them (NODE_ENV=production, so the second factor is
 * required of staff by default) sharing one fresh database on the PostgreSQL server of
 * TEST_DATABASE_URL, each with its own data folder; no demo content, only the superadmin CHIEF.
 */
export async function startStrictServers(count: number): Promise<StrictServers> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `strict_${randomBytes(5).toString('hex')}`;
  // one connection to the server for the database's whole life: it creates it now, drops it at close
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const urls: string[] = [];
  const close = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => server.end());
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-strict-'));
      dirs.push(dir);
      // the policy left to its production default
      const { STAFF_SECOND_FACTOR: _policy, ...inherited } = process.env;
      const env = {
        ...inherited,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: url.toString(),
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: CHIEF.email,
        ADMIN_PASSWORD: CHIEF.password,
      };
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
        cwd: root,
        env,
        stdio: 'ignore',
      });
      children.push(child);
      urls.push(`http://localhost:${port}`);
      await waitReady(`http://127.0.0.1:${port}/readyz`, child);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urls, outboxes: dirs.map((dir) => path.join(dir, 'outbox')), close };
}

async function waitReady(url: string, child: ChildProcess) {
  for (const started = Date.now(); Date.now() - started < 120_000; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`a strict server exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error('a strict server did not start');
}
