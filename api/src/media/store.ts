import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { storedImageFiles } from '@teater/contract';
import { previewCardFile } from './preview-card-name.js';

export type Visibility = 'public' | 'exclusive';
export type MediaFolder = 'i' | 'v' | 'd';

/** Where media lives and how it is addressed; a filesystem store now, an S3-compatible one later. */
export interface MediaStore {
  /** a new unguessable object name */
  newId(): string;
  /** the absolute path an object is written to */
  pathOf(visibility: Visibility, folder: MediaFolder, name: string): string;
  urlOf(visibility: Visibility, folder: MediaFolder, name: string): string;
  /** deletes a stored object and its image widths in every format; URLs that are not ours are left alone */
  remove(url: string | null | undefined): Promise<void>;
  root: string;
  /** a fresh temporary file's path, in this process's own folder (removed when it stops) */
  tempPath(extension: string): string;
  /** this process's temporary folder: an upload cut short by a stop leaves nothing elsewhere */
  tempDir: string;
}

const PREFIX: Record<Visibility, string> = { public: '/media/', exclusive: '/api/v1/files/' };

export function fileMediaStore(dataDir: string): MediaStore {
  const root = path.join(dataDir, 'media');
  const dirOf = (v: Visibility) => path.join(root, v === 'public' ? 'public' : 'exclusive');

  function locate(url: string): string | null {
    for (const visibility of ['public', 'exclusive'] as const) {
      const prefix = PREFIX[visibility];
      if (!url.startsWith(prefix)) continue;
      const rest = url.slice(prefix.length);
      if (!/^[ivd]\/[\w-]+\.\w+$/.test(rest)) return null;
      return path.join(dirOf(visibility), rest);
    }
    return null;
  }

  const tempDir = path.join(root, 'tmp', String(process.pid));
  const newId = () => randomBytes(16).toString('hex');
  return {
    root,
    tempDir,
    tempPath: (extension) => path.join(tempDir, `${newId()}.${extension}`),
    newId,
    pathOf: (visibility, folder, name) => path.join(dirOf(visibility), folder, name),
    urlOf: (visibility, folder, name) => `${PREFIX[visibility]}${folder}/${name}`,
    async remove(url) {
      for (const one of (url ?? '').split(',').map((s) => s.trim())) {
        const file = one ? locate(one) : null;
        if (!file) continue;
        const base = file.endsWith('.webp') ? file.slice(0, -'.webp'.length) : undefined;
        const variants = base === undefined ? [file] : storedImageFiles(base).map(({ name }) => name);
        await Promise.all(variants.map((f) => fs.rm(f, { force: true })));
        // the link-preview card made from a picture goes with it (media/preview-card.ts)
        if (base !== undefined) await fs.rm(previewCardFile(root, one), { force: true });
      }
    },
  };
}
