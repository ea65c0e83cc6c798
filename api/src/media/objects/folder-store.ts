import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ObjectStore, resolveRange } from './object-store.js';

/** Keys are relative paths of plain names: nothing that could climb out of the folder. */
const KEY = /^[\w-]+(?:\/[\w.-]+)*$/;

/**
 * Objects as files under `root` (DATA_DIR/media), the default: one machine, one process. A write
 * goes to `stagingDir` first and is renamed into place, so a reader never sees half a file and a
 * crash leaves its remains in the staging folder, which housekeeping sweeps.
 */
export function folderObjectStore(root: string, stagingDir: string): ObjectStore {
  const fileOf = (key: string) => {
    if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`not a media key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  let staged = 0;
  const stagingFile = async () => {
    await fs.mkdir(stagingDir, { recursive: true });
    return path.join(stagingDir, `put-${Date.now()}-${++staged}`);
  };
  const moveInto = async (from: string, key: string) => {
    const target = fileOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(from, target);
  };

  return {
    describe: `folder ${root}`,
    async put(key, body) {
      const temp = await stagingFile();
      try {
        if (Buffer.isBuffer(body)) await fs.writeFile(temp, body);
        else await pipeline(body as Readable, createWriteStream(temp));
        await moveInto(temp, key);
      } finally {
        await fs.rm(temp, { force: true });
      }
    },
    async putFile(key, file) {
      // the same file system: a rename, no copy; another (a restore's scratch folder): copied
      await moveInto(file, key).catch(async () => {
        const temp = await stagingFile();
        await fs.copyFile(file, temp);
        await moveInto(temp, key);
      });
    },
    async open(key, wanted) {
      const file = fileOf(key);
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
    },
    async exists(key) {
      return (await fs.stat(fileOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    async *list(prefix) {
      // the deepest folder the prefix names; keys below it are filtered by the rest of the prefix
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const base = path.join(root, ...folder.split('/').filter(Boolean));
      const entries = await fs.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      const found = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix) && !key.startsWith('tmp/'))
        .sort();
      for (const key of found) {
        const stat = await fs.stat(fileOf(key)).catch(() => null);
        if (stat) yield { key, size: stat.size };
      }
    },
    async download(key, file) {
      // a hard link: instant, takes no space, and a later delete of the object cannot touch it
      await fs.link(fileOf(key), file).catch(() => fs.copyFile(fileOf(key), file));
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
