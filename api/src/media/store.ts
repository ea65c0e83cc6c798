import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { storedImageFiles } from '@teater/contract';
import { folderObjectStore } from './objects/folder-store.js';
import type { ObjectStore } from './objects/object-store.js';
import { previewCardKey } from './preview-card-name.js';

export type Visibility = 'public' | 'exclusive';
/** images, videos, documents; `og` holds the link-preview cards made from public pictures */
export type MediaFolder = 'i' | 'v' | 'd' | 'og';

/** How media are named and addressed; their bytes are in `objects` (a folder or a bucket). */
export interface MediaStore {
  objects: ObjectStore;
  /** a new unguessable object name */
  newId(): string;
  /** the object key of a stored name: `public/i/<name>` */
  keyOf(visibility: Visibility, folder: MediaFolder, name: string): string;
  urlOf(visibility: Visibility, folder: MediaFolder, name: string): string;
  /** the object key behind a URL of ours, or null for anything else */
  keyOfUrl(url: string): string | null;
  /** deletes a stored object and its image widths in every format; URLs that are not ours are left alone */
  remove(url: string | null | undefined): Promise<void>;
  /** a fresh temporary file's path, in this process's own folder (removed when it stops) */
  tempPath(extension: string): string;
  /** this process's temporary folder, on this machine: an upload cut short by a stop leaves nothing elsewhere */
  tempDir: string;
  /** where every process's temporary folder is (housekeeping sweeps those of stopped processes) */
  tempRoot: string;
}

const PREFIX: Record<Visibility, string> = { public: '/media/', exclusive: '/api/v1/files/' };

/** The local media folder of a data folder: objects (by default) and temporary files. */
export const mediaFolderOf = (dataDir: string) => path.join(dataDir, 'media');

export function mediaStore(objects: ObjectStore, dataDir: string): MediaStore {
  const tempRoot = path.join(mediaFolderOf(dataDir), 'tmp');
  const tempDir = path.join(tempRoot, String(process.pid));
  const newId = () => randomBytes(16).toString('hex');
  const keyOfUrl = (url: string) => {
    for (const visibility of ['public', 'exclusive'] as const) {
      const prefix = PREFIX[visibility];
      if (!url.startsWith(prefix)) continue;
      const rest = url.slice(prefix.length);
      return /^[ivd]\/[\w-]+\.\w+$/.test(rest) ? `${visibility}/${rest}` : null;
    }
    return null;
  };
  return {
    objects,
    tempDir,
    tempRoot,
    tempPath: (extension) => path.join(tempDir, `${newId()}.${extension}`),
    newId,
    keyOf: (visibility, folder, name) => `${visibility}/${folder}/${name}`,
    urlOf: (visibility, folder, name) => `${PREFIX[visibility]}${folder}/${name}`,
    keyOfUrl,
    async remove(url) {
      const keys: string[] = [];
      for (const one of (url ?? '').split(',').map((s) => s.trim())) {
        const key = one ? keyOfUrl(one) : null;
        if (!key) continue;
        if (!key.endsWith('.webp')) {
          keys.push(key);
          continue;
        }
        keys.push(...storedImageFiles(key.slice(0, -'.webp'.length)).map(({ name }) => name));
        // the link-preview card made from a picture goes with it (media/preview-card.ts)
        keys.push(previewCardKey(one));
      }
      if (keys.length) await objects.delete(keys);
    },
  };
}

/** Media in DATA_DIR/media: the default store of one machine. */
export const folderMediaStore = (dataDir: string) =>
  mediaStore(
    folderObjectStore(mediaFolderOf(dataDir), path.join(mediaFolderOf(dataDir), 'tmp', String(process.pid))),
    dataDir,
  );
