import { storedImageFiles } from '@teater/contract';
import type { MediaStore } from '../../media/index.js';

/**
 * A copy of a stored public picture (every width and format it has), under a new name: an
 * announcement drafted from a news item or a show owns its picture, so deleting or replacing either
 * never takes the other's away. Answers null for a URL that is not a stored picture of ours.
 */
export async function copyStoredImage(media: MediaStore, url: string | null | undefined): Promise<string | null> {
  const key = url ? media.keyOfUrl(url) : null;
  if (!key?.startsWith('public/i/') || !key.endsWith('.webp')) return null;
  const base = key.slice(0, -'.webp'.length);
  const name = media.newId();
  const copiedBase = media.keyOf('public', 'i', name);
  let found = false;
  for (const file of storedImageFiles(base)) {
    const object = await media.objects.open(file.name);
    if (!object) continue;
    found = true;
    const target = `${copiedBase}${file.name.slice(base.length)}`;
    const type = file.name.endsWith('.avif') ? 'image/avif' : 'image/webp';
    await media.objects.put(target, object.body, type);
  }
  return found ? media.urlOf('public', 'i', `${name}.webp`) : null;
}
