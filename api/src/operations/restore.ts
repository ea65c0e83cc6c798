import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { getTableName, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { type Database, openDatabase } from '../core/db/client.js';
import { migrationsFolder } from '../core/paths.js';
import type { ObjectStore } from '../media/index.js';
import { contentTypeOf, folderObjectStore } from '../media/index.js';
import { type AnyTable, rowFromJson, tablesInDependencyOrder } from './archive-tables.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type Manifest, MEDIA_PREFIXES, sha256Of } from './backup.js';

/** A restore that must not go ahead; its message says why, in Indonesian. */
export class RestoreRefused extends Error {}

const BATCH = 500;

/** Unpacks and checks the whole archive in a scratch folder: nothing of the target is touched. */
async function unpackChecked(file: string, staging: string): Promise<Manifest> {
  try {
    await tar.extract({ file, cwd: staging, strict: true });
  } catch (error) {
    throw new RestoreRefused(`Arsip rusak atau terpotong, tidak dipulihkan (${(error as Error).message}).`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new RestoreRefused('Arsip tidak berisi manifest.json yang terbaca: bukan cadangan situs ini atau rusak.');
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new RestoreRefused('Arsip ini bukan cadangan situs ini (format tidak dikenal).');
  }
  for (const entry of [...manifest.tables, ...manifest.media]) {
    const target = path.join(staging, ...entry.path.split('/'));
    const stat = await fs.stat(target).catch(() => null);
    if (!stat || stat.size !== entry.size || (await sha256Of(target)) !== entry.sha256) {
      throw new RestoreRefused(`Arsip rusak: ${entry.path} hilang atau isinya tidak cocok dengan manifest.`);
    }
  }
  return manifest;
}

async function shippedMigrations() {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function rowCount(database: Database, table: AnyTable) {
  const result = (await database.db.execute(sql`SELECT count(*)::int AS n FROM ${table}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

/** Rows of one table file, a batch at a time. */
async function* batchesOf(file: string) {
  let batch: Record<string, unknown>[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!line) continue;
    batch.push(JSON.parse(line) as Record<string, unknown>);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Whether the store holds any media object. */
async function holdsMedia(objects: ObjectStore) {
  for (const prefix of MEDIA_PREFIXES) {
    for await (const _ of objects.list(prefix)) return true;
  }
  return false;
}

/**
 * Fills an empty store of media (the data folder's, or the bucket given as `objects`) and an empty
 * database (PGlite in the data folder, or the PostgreSQL server of `databaseUrl`) from an archive
 * of writeBackup. The whole archive is checked first; a damaged or truncated one, or a target that
 * holds anything, is refused with nothing changed. A backup of PGlite restores into PostgreSQL and
 * back, and a folder's media into a bucket and back: the archive holds rows and objects by key.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  databaseUrl?: string;
  objects?: ObjectStore;
}) {
  const mediaRoot = path.join(options.dataDir, 'media');
  const objects = options.objects ?? folderObjectStore(mediaRoot, path.join(mediaRoot, 'tmp', String(process.pid)));
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'teater-restore-'));
  let database: Database | undefined;
  try {
    const manifest = await unpackChecked(options.file, staging);
    if (await holdsMedia(objects)) {
      throw new RestoreRefused(
        `Penyimpanan media tidak kosong (${objects.describe} berisi berkas): pulihkan ke tempat kosong.`,
      );
    }
    if (manifest.migrations > (await shippedMigrations())) {
      throw new RestoreRefused('Cadangan ini dibuat oleh versi situs yang lebih baru: perbarui dulu, lalu pulihkan.');
    }
    database = await openDatabase({ url: options.databaseUrl, dir: path.join(options.dataDir, 'db') });
    const tables = tablesInDependencyOrder();
    for (const table of tables) {
      if ((await rowCount(database, table)) > 0) {
        throw new RestoreRefused(`Basis data tujuan tidak kosong (tabel ${getTableName(table)} berisi data).`);
      }
    }
    const byName = new Map(tables.map((table) => [getTableName(table), table]));
    await database.db.transaction(async (tx) => {
      for (const entry of manifest.tables) {
        const table = byName.get(entry.table);
        if (!table) continue;
        for await (const batch of batchesOf(path.join(staging, ...entry.path.split('/')))) {
          await tx.insert(table).values(batch.map((row) => rowFromJson(table, row)));
        }
        // the next id continues after the restored ones
        await tx.execute(
          sql`SELECT setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce(max(id), 1), max(id) IS NOT NULL) FROM ${table}`,
        );
      }
    });
    for (const entry of manifest.media) {
      const key = entry.path.slice('media/'.length);
      await objects.putFile(key, path.join(staging, ...entry.path.split('/')), contentTypeOf(key));
    }
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      media: manifest.media.length,
    };
  } finally {
    await database?.close();
    // an extraction cut short may still be finishing its last writes: retry, never mask the cause
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => {});
  }
}
