import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ObjectStore, resolveRange, type WantedRange } from './object-store.js';

/** Keys are relative paths of plain names: nothing that could climb out of the folder. */
const KEY = /^[\w-]+(?:\/[\w.-]+)*$/;

/**
 * Objects as files under `root` (DATA_DIR/media), the default: one machine, one process. A write
 * goes to `stagingDir` first and is renamed into place, so a reader never sees half a file and a
 * crash leaves its remains in the staging folder, which housekeeping sweeps.
 */
export const folderObjectStore = (root: string, stagingDir: string): ObjectStore =>
  new FolderObjectStore(root, stagingDir);

class FolderObjectStore implements ObjectStore {
  readonly describe: string;
  #staged = 0;

  constructor(
    private readonly root: string,
    private readonly stagingDir: string,
  ) {
    this.describe = `folder ${root}`;
  }

  #fileOf(key: string) {
    if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`not a media key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async #stagingFile() {
    await fs.mkdir(this.stagingDir, { recursive: true });
    return path.join(this.stagingDir, `put-${Date.now()}-${++this.#staged}`);
  }

  async #moveInto(from: string, key: string) {
    const target = this.#fileOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(from, target);
  }

  async put(key: string, body: Readable | Buffer) {
    const temp = await this.#stagingFile();
    try {
      if (Buffer.isBuffer(body)) await fs.writeFile(temp, body);
      else await pipeline(body, createWriteStream(temp));
      await this.#moveInto(temp, key);
    } finally {
      await fs.rm(temp, { force: true });
    }
  }

  async putFile(key: string, file: string) {
    // the same file system: a rename, no copy; another (a restore's scratch folder): copied
    await this.#moveInto(file, key).catch(async () => {
      const temp = await this.#stagingFile();
      await fs.copyFile(file, temp);
      await this.#moveInto(temp, key);
    });
  }

  async open(key: string, wanted?: WantedRange) {
    const file = this.#fileOf(key);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const range = wanted ? resolveRange(wanted, stat.size) : undefined;
    return {
      body: createReadStream(file, range),
      size: stat.size,
      range,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime,
    };
  }

  async exists(key: string) {
    return (await fs.stat(this.#fileOf(key)).catch(() => null))?.isFile() ?? false;
  }

  async delete(keys: readonly string[]) {
    await Promise.all(keys.map((key) => fs.rm(this.#fileOf(key), { force: true })));
  }

  async *list(prefix: string) {
    // the deepest folder the prefix names; keys below it are filtered by the rest of the prefix
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const base = path.join(this.root, ...folder.split('/').filter(Boolean));
    const entries = await fs.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    const found = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((key) => key.startsWith(prefix) && !key.startsWith('tmp/'))
      .sort();
    for (const key of found) {
      const stat = await fs.stat(this.#fileOf(key)).catch(() => null);
      if (stat) yield { key, size: stat.size };
    }
  }

  async download(key: string, file: string) {
    // a hard link: instant, takes no space, and a later delete of the object cannot touch it
    await fs.link(this.#fileOf(key), file).catch(() => fs.copyFile(this.#fileOf(key), file));
  }

  async check() {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }
}
