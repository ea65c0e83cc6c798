import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../core/db/client.js';
import { migrationsFolder, repoRoot } from '../core/paths.js';

/** A hash of every migration file, and of what else `more` names. */
export function migrationsHash(...more: string[]): string {
  const hash = createHash('sha256');
  for (const part of more) hash.update(part);
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite database as a tarball, made once and loaded by every test database
 * after it. Creating one (initdb and every migration in WebAssembly) costs about 4.5 s of CPU and
 * 200,000 page faults; loading the tarball about 1.8 s. The file is named by the migrations and
 * the PGlite build it came from, so a new migration or PGlite version makes a new one.
 */
function templateFile(): string {
  const pglite = path.join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const version = fs.existsSync(pglite) ? JSON.parse(fs.readFileSync(pglite, 'utf8')).version : 'unknown';
  return path.join(os.tmpdir(), `teater-pglite-${migrationsHash(version)}.tar.gz`);
}

let template: Promise<Blob> | undefined;

async function makeTemplate(file: string): Promise<Blob> {
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const made = await openDatabase({ dir: 'memory://' });
  try {
    if (!made.dump) throw new Error('the template is a PGlite database');
    const blob = await made.dump();
    // test files start side by side: write aside and rename, so nobody reads half a file
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(partial, file);
    return blob;
  } finally {
    await made.close();
  }
}

/** A fresh, migrated PGlite database in memory, from the template. */
export async function openTemplateDatabase(): Promise<Database> {
  template ??= makeTemplate(templateFile());
  return openDatabase({ dir: 'memory://', template: await template });
}
