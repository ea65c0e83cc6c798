import fs from 'node:fs/promises';
import path from 'node:path';
import { inImageFormat } from '@teater/contract';

const exists = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );

/**
 * The stored file to answer a request for image file `name` in `dir` with: the file itself, or,
 * for an AVIF width not made yet (an image stored before AVIF, until fillMissingWidths reaches it),
 * its WebP sibling. The WebP bytes are sent under the AVIF URL rather than redirected to: on a slow
 * phone connection a redirect costs a round-trip on the page's main picture, and browsers read an
 * image's format from its bytes and content type, not from its URL. Any other name is itself.
 */
export async function servedImageName(dir: string, name: string): Promise<string> {
  if (!name.endsWith('.avif') || (await exists(path.join(dir, name)))) return name;
  const webp = inImageFormat(name, 'webp');
  return (await exists(path.join(dir, webp))) ? webp : name;
}
