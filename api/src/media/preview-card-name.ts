import { createHash } from 'node:crypto';
import path from 'node:path';

/** Where the link-preview card made from `key` (a picture's URL, or a page title) is stored. */
export const previewCardFile = (mediaRoot: string, key: string) =>
  path.join(mediaRoot, 'public', 'og', `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.jpg`);
