import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../core/config.js';
import { openDatabase } from '../core/db/client.js';
import { recordDoneOnDemand } from '../core/job-claims.js';
import { openObjectStore } from '../media/index.js';
import { BREACH_USAGE, BreachCommandError, breachCommand } from '../privacy/index.js';
import { writeBackup } from './backup.js';
import { BACKUP_ON_DEMAND } from './backup-download.js';
import { backupThroughServer, controlSocketOf } from './control-socket.js';
import { RestoreRefused, restoreBackup } from './restore.js';

/** The running server's pid, if one is using this data folder (see server.ts). */
function runningServer(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const usage = `Pakai: npm run backup -- FILE.tar.gz   |   npm run restore -- FILE.tar.gz\n${BREACH_USAGE}`;

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`, on the database and data folder the
 * server is configured with (DATA_DIR, DATABASE_URL).
 */
export async function main(args: string[]) {
  const [command, file] = args;
  if (command === 'breach') return breach(args.slice(1));
  if (!file || (command !== 'backup' && command !== 'restore')) throw new RestoreRefused(usage);
  const config = loadConfig();
  const target = path.resolve(file);
  if (command === 'restore') {
    const done = await restoreBackup({
      file: target,
      dataDir: config.dataDir,
      databaseUrl: config.DATABASE_URL,
      objects: await openObjectStore(config),
    });
    console.log(`Dipulihkan: ${done.rows} baris dari ${done.tables} tabel, ${done.media} berkas media.`);
    return;
  }
  // A server running on this data folder makes the archive itself: the embedded database is that
  // one process's, and on PostgreSQL it is as good a reader as this one.
  if (await backupThroughServer(config.dataDir, target)) {
    console.log(
      `Cadangan tersimpan: ${target} (${megabytes((await fs.promises.stat(target)).size)} MB), dibuat oleh server yang berjalan.`,
    );
    return;
  }
  const pid = config.DATABASE_URL ? undefined : runningServer(config.dataDir);
  if (pid) {
    throw new RestoreRefused(
      `Server (pid ${pid}) memakai basis data bawaan tetapi tidak menjawab di ${controlSocketOf(config.dataDir)}: mulai ulang server (versi ini membukanya), lalu coba lagi.`,
    );
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dir: path.join(config.dataDir, 'db') });
  try {
    const done = await writeBackup({
      database,
      objects: await openObjectStore(config),
      dataDir: config.dataDir,
      file: target,
    });
    await recordDoneOnDemand(database.db, BACKUP_ON_DEMAND);
    console.log(`Cadangan tersimpan: ${done.file} (${megabytes(done.size)} MB).`);
  } finally {
    await database.close();
  }
}

/** `npm run breach -- …` on the configured database (breach-command.ts). */
async function breach(args: string[]) {
  const config = loadConfig();
  const pid = config.DATABASE_URL ? undefined : runningServer(config.dataDir);
  if (pid) {
    throw new BreachCommandError(
      `Server (pid ${pid}) sedang memakai basis data bawaan: pakai layar /adminbreach, atau hentikan server dulu.`,
    );
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dir: path.join(config.dataDir, 'db') });
  try {
    await breachCommand(database.db, config, args, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
