import { createHash } from 'node:crypto';

/** The object key of the link-preview card made from `source` (a picture's URL, or a page title). */
export const previewCardKey = (source: string) =>
  `public/og/${createHash('sha256').update(source).digest('hex').slice(0, 32)}.jpg`;
