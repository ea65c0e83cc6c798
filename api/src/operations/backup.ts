import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableName } from 'drizzle-orm';
import * as tar from 'tar';
import type { Database } from '../core/db/client.js';
import type { ObjectStore } from '../media/index.js';
import { type AnyTable, tablesInDependencyOrder } from './archive-tables.js';
import { readSnapshot } from './snapshot.js';

export const BACKUP_FORMAT = 'teater-backup';
export const BACKUP_VERSION = 1;

export interface ArchivedFile {
  /** path inside the archive */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** migrations applied to the database it was taken from */
  migrations: number;
  tables: (ArchivedFile & { table: string; rows: number })[];
  media: ArchivedFile[];
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The key prefixes of media objects: what a backup takes and a restore fills. */
export const MEDIA_PREFIXES = ['public/', 'exclusive/'] as const;

/** The database and media folder a backup is taken from. */
export interface BackupSource {
  database: Pick<Database, 'db' | 'kind'>;
  objects: ObjectStore;
  /** the staging folder goes here: on the media's file system, so media are hard-linked, not copied */
  dataDir: string;
}

/** Copies every media object into the staging folder (from a folder: hard links, an instant). */
async function stageMedia(objects: ObjectStore, staging: string) {
  const media: ArchivedFile[] = [];
  for (const prefix of MEDIA_PREFIXES) {
    for await (const { key } of objects.list(prefix)) {
      const target = path.join(staging, 'media', ...key.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await objects.download(key, target);
      const { size } = await fs.stat(target);
      media.push({ path: `media/${key}`, size, sha256: await sha256Of(target) });
    }
  }
  return media;
}

const write = (stream: WriteStream, text: string) =>
  new Promise<void>((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));

/** Every table as JSON lines, as of one moment (snapshot.ts), never a whole table in memory. */
async function stageTables(database: BackupSource['database'], staging: string) {
  await fs.mkdir(path.join(staging, 'db'));
  const tables = tablesInDependencyOrder();
  const files = new Map<
    AnyTable,
    { stream: WriteStream; hash: ReturnType<typeof createHash>; rows: number; size: number }
  >();
  for (const table of tables) {
    files.set(table, {
      stream: createWriteStream(path.join(staging, 'db', `${getTableName(table)}.jsonl`)),
      hash: createHash('sha256'),
      rows: 0,
      size: 0,
    });
  }
  try {
    const migrations = await readSnapshot(database, tables, async (table, rows) => {
      const file = files.get(table);
      if (!file) return;
      const text = rows.map((row) => `${JSON.stringify(row)}\n`).join('');
      file.hash.update(text);
      file.size += Buffer.byteLength(text);
      file.rows += rows.length;
      await write(file.stream, text);
    });
    const dumped: Manifest['tables'] = tables.map((table) => {
      const file = files.get(table) as NonNullable<ReturnType<typeof files.get>>;
      const name = getTableName(table);
      return {
        table: name,
        path: `db/${name}.jsonl`,
        rows: file.rows,
        size: file.size,
        sha256: file.hash.digest('hex'),
      };
    });
    return { tables: dumped, migrations };
  } finally {
    await Promise.all([...files.values()].map((file) => new Promise<void>((resolve) => file.stream.end(resolve))));
  }
}

/**
 * A backup staged in a scratch folder beside the data: every media object (copied first, so every
 * file the rows name is there), every table as of one moment, and the manifest of checksums.
 */
async function stageBackup({ database, objects, dataDir }: BackupSource) {
  const staging = await fs.mkdtemp(path.join(dataDir, '.backup-'));
  try {
    const media = await stageMedia(objects, staging);
    const { tables, migrations } = await stageTables(database, staging);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      media,
    };
    await fs.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    return { staging, manifest };
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One archive (tar.gz) of the database and every media object, exclusive ones included, with a
 * manifest of checksums, as a stream: staged first (stageBackup), then packed while it is read.
 * The site keeps serving meanwhile. The staging folder goes when the stream ends or is abandoned.
 */
export async function backupStream(source: BackupSource) {
  const { staging, manifest } = await stageBackup(source);
  const entries = ['manifest.json', 'db', ...(manifest.media.length ? ['media'] : [])];
  const remove = () => fs.rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  async function* packed() {
    try {
      yield* tar.create({ gzip: true, cwd: staging, portable: true }, entries);
    } finally {
      // before the stream ends: whoever read it to its end finds the staging folder gone
      await remove();
    }
  }
  const stream = Readable.from(packed(), { objectMode: false });
  // a stream abandoned before its first read never enters packed()
  stream.once('close', () => void remove());
  return { stream, manifest };
}

/** Writes the archive of backupStream to `file`, which appears under its name only when complete. */
export async function writeBackup(source: BackupSource & { file: string }) {
  const { stream, manifest } = await backupStream(source);
  const partial = `${source.file}.partial`;
  try {
    // the archive holds every account's password hash: readable by its owner alone
    await pipeline(stream, createWriteStream(partial, { mode: 0o600 }));
    await fs.rename(partial, source.file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  const { size } = await fs.stat(source.file);
  return { file: source.file, size, manifest };
}
