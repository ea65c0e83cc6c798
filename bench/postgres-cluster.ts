import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.js';

export interface Cluster {
  url: string;
  stop(): void;
}

const hasBinary = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1 (as `.ci/run` starts one), so every bench run has
 * PostgreSQL figures without setup: initdb and pg_ctl run as the `postgres` user when we are root.
 * Undefined when the server binaries are not installed.
 */
export async function startCluster(log: (message: string) => void): Promise<Cluster | undefined> {
  if (!hasBinary('initdb') || !hasBinary('pg_ctl')) return undefined;
  const asRoot = process.getuid?.() === 0;
  if (asRoot && !hasBinary('runuser')) return undefined;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-bench-pg-'));
  const run = (args: string[]) => {
    const [command, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
    const result = spawnSync(command ?? '', rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args[0]} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) spawnSync('chown', ['postgres', root]);
  const port = await freePort();
  log(`starting a throwaway PostgreSQL cluster on port ${port}`);
  run(['initdb', '-D', `${root}/data`, '-A', 'trust', '-U', 'postgres']);
  run([
    'pg_ctl',
    '-D',
    `${root}/data`,
    '-l',
    `${root}/log`,
    '-w',
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${root} -c max_connections=300`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(['pg_ctl', '-D', `${root}/data`, '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
