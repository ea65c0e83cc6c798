import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, getTableName, gt, sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Db } from '../db/client.js';
import type { ObjectStore } from '../media/objects/object-store.js';
import { type AnyTable, tablesInDependencyOrder } from './archive-tables.js';

export const BACKUP_FORMAT = 'teater-backup';
export const BACKUP_VERSION = 1;
const BATCH = 1000;

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

const write = (stream: WriteStream, text: string) =>
  new Promise<void>((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));

/** One table as JSON lines, read in id order in batches (never the whole table in memory). */
async function dumpTable(tx: Db, table: AnyTable, file: string) {
  const stream = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  let size = 0;
  let after = 0;
  try {
    for (;;) {
      const batch = (await tx.select().from(table).where(gt(table.id, after)).orderBy(asc(table.id)).limit(BATCH)) as {
        id: number;
      }[];
      if (batch.length === 0) break;
      const text = batch.map((row) => `${JSON.stringify(row)}\n`).join('');
      hash.update(text);
      size += Buffer.byteLength(text);
      await write(stream, text);
      rows += batch.length;
      after = batch.at(-1)?.id ?? after;
      if (batch.length < BATCH) break;
    }
  } finally {
    await new Promise<void>((resolve) => stream.end(resolve));
  }
  return { rows, size, sha256: hash.digest('hex') };
}

/** The key prefixes of media objects: what a backup takes and a restore fills. */
export const MEDIA_PREFIXES = ['public/', 'exclusive/'] as const;

/**
 * Writes one archive (tar.gz) of the database and every media object, exclusive ones included,
 * with a manifest of checksums; the site may keep serving meanwhile. The media objects are copied
 * first (from a folder: hard links, an instant, space-free copy that later deletions cannot touch;
 * from a bucket: downloaded, one at a time), then the database is read in one REPEATABLE READ
 * transaction: every table as of one moment. The archive appears under its name only when complete.
 */
export async function writeBackup(options: { db: Db; objects: ObjectStore; dataDir: string; file: string }) {
  const { db, dataDir, objects } = options;
  const staging = await fs.mkdtemp(path.join(dataDir, '.backup-'));
  try {
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

    await fs.mkdir(path.join(staging, 'db'));
    const { tables, migrations } = await db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`);
      const result = (await tx.execute(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { n: number }[];
      };
      const dumped: Manifest['tables'] = [];
      for (const table of tablesInDependencyOrder()) {
        const name = getTableName(table);
        const file = path.posix.join('db', `${name}.jsonl`);
        const facts = await dumpTable(tx as unknown as Db, table, path.join(staging, file));
        dumped.push({ table: name, path: file, ...facts });
      }
      return { tables: dumped, migrations: result.rows[0]?.n ?? 0 };
    });

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      media,
    };
    await fs.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const partial = `${options.file}.partial`;
    const entries = ['manifest.json', 'db', ...(media.length ? ['media'] : [])];
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await fs.rename(partial, options.file);
    const { size } = await fs.stat(options.file);
    return { file: options.file, size, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
