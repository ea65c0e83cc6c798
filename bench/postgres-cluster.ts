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
 * Where initdb and pg_ctl are: on the PATH (''), else the newest Debian/Ubuntu server package's
 * folder, which the package does not put on the PATH; undefined when neither has them.
 */
function serverBinaries(): string | undefined {
  if (hasBinary('initdb') && hasBinary('pg_ctl')) return '';
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1 (as `.ci/run` starts one), so every bench run has
 * PostgreSQL figures without setup: initdb and pg_ctl run as the `postgres` user when we are root.
 * Undefined when the server binaries are not installed.
 */
export async function startCluster(log: (message: string) => void): Promise<Cluster | undefined> {
  const binaries = serverBinaries();
  if (binaries === undefined) return undefined;
  const asRoot = process.getuid?.() === 0;
  if (asRoot && !hasBinary('runuser')) return undefined;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-bench-pg-'));
  const run = ([binary = '', ...options]: string[]) => {
    const args = [path.join(binaries, binary), ...options];
    const [command, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
    const result = spawnSync(command ?? '', rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${binary} failed: ${result.stderr || result.stdout}`);
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
