import { buffer } from 'node:stream/consumers';
import { escapeHtml } from '../core/escape-html.js';
import { previewCardKey } from './preview-card-name.js';
import { loadSharp } from './sharp.js';
import type { MediaStore } from './store.js';

/** The size chat apps and social sites show a link preview at (Open Graph, summary_large_image). */
export const CARD = { width: 1200, height: 630 } as const;
/** Chat apps skip a preview picture larger than about 300 KB (WhatsApp among them). */
export const CARD_MAX_BYTES = 300 * 1024;
/** JPEG qualities tried in turn until the card fits: a photo fits at the first, grainy ones later. */
const QUALITIES = [80, 70, 60, 50, 40];

/** The stored object behind a public image URL of ours (its largest width), if it is one. */
function sourceKey(store: MediaStore, image: string | undefined): string | undefined {
  const match = image ? /^\/media\/i\/([\w-]+\.webp)$/.exec(image) : null;
  return match?.[1] ? store.keyOf('public', 'i', match[1]) : undefined;
}

/**
 * Cards this process has seen stored: a page render asks the store only the first time (a bucket
 * costs a round trip per question). A card is never changed behind its name, so a known one stays
 * right; bounded, as titles come and go.
 */
const knownByStore = new WeakMap<MediaStore, Set<string>>();
const KNOWN_AT_MOST = 10_000;

/** A card in the company's style: its name and the page's title on the stage-red ground. */
function titleCard(title: string, siteName: string): Buffer {
  const words = title.split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 28) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines
    .slice(0, 4)
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 76}">${escapeHtml(line)}</tspan>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
  <rect width="100%" height="100%" fill="#881337"/>
  <rect x="0" y="560" width="100%" height="70" fill="#4c0519"/>
  <text x="80" y="110" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="bold" fill="#fbbf24">${escapeHtml(siteName)}</text>
  <text x="80" y="250" font-family="DejaVu Serif, Georgia, serif" font-size="64" font-weight="bold" fill="#ffffff">${shown.join('')}</text>
  <text x="80" y="606" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#fecdd3">Bandar Lampung</text>
</svg>`);
}

/**
 * The link-preview picture of a page: 1200x630 JPEG, cropped (never squashed) from the page's main
 * picture, or a title card when it has none. Made once, on the first render of the page; named
 * by what it is made from, so it never changes behind its URL, and removed with its picture
 * (the media store's remove).
 */
export async function previewCard(
  store: MediaStore,
  page: { image?: string; title: string; siteName: string },
): Promise<string> {
  const source = sourceKey(store, page.image);
  const known = knownByStore.get(store) ?? new Set<string>();
  knownByStore.set(store, known);
  const card = previewCardKey(source && page.image ? page.image : `title:${page.siteName}:${page.title}`);
  if (!known.has(card) && !(await store.objects.exists(card))) {
    const opened = source ? await store.objects.open(source) : null;
    const input = opened ? await buffer(opened.body) : undefined;
    const sharp = await loadSharp();
    const image = sharp(input ?? titleCard(page.title, page.siteName))
      .resize(CARD.width, CARD.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' });
    let jpeg = Buffer.alloc(0);
    for (const quality of QUALITIES) {
      jpeg = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
      if (jpeg.length <= CARD_MAX_BYTES) break;
    }
    await store.objects.put(card, jpeg, 'image/jpeg');
  }
  if (known.size >= KNOWN_AT_MOST) known.clear();
  known.add(card);
  return `/media/${card.slice('public/'.length)}`;
}
