import type { FastifyInstance } from 'fastify';
import { storeImageBuffer } from '../../media/process.js';
import { loadSharp } from '../../media/sharp.js';

const PALETTES = [
  ['#3b0a0a', '#b91c1c', '#fbbf24'],
  ['#0f172a', '#7c3aed', '#f472b6'],
  ['#052e16', '#15803d', '#facc15'],
  ['#1c1917', '#c2410c', '#fde68a'],
  ['#172554', '#2563eb', '#f9a8d4'],
  ['#2e1065', '#a21caf', '#fcd34d'],
] as const;

/** A deterministic stage-like picture (curtains, spotlight, figures): demo images without downloads. */
export function stageSvg(seed: number, width = 1280, height = 800): string {
  const [dark, mid, light] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const rand = (n: number) => {
    const x = Math.sin(seed * 9301 + n * 49297) * 233280;
    return x - Math.floor(x);
  };
  const figures = Array.from({ length: 1 + (seed % 4) }, (_, i) => {
    const x = width * (0.25 + 0.5 * rand(i + 1));
    const h = height * (0.28 + 0.15 * rand(i + 7));
    const y = height * 0.82 - h;
    return `<g fill="${dark}" opacity="0.9"><circle cx="${x}" cy="${y}" r="${h * 0.11}"/><path d="M${x - h * 0.16} ${height * 0.82} L${x - h * 0.1} ${y + h * 0.14} Q${x} ${y + h * 0.08} ${x + h * 0.1} ${y + h * 0.14} L${x + h * 0.16} ${height * 0.82} Z"/></g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="spot" cx="${30 + rand(3) * 40}%" cy="35%" r="60%">
      <stop offset="0%" stop-color="${light}" stop-opacity="0.95"/>
      <stop offset="45%" stop-color="${mid}" stop-opacity="0.7"/>
      <stop offset="100%" stop-color="${dark}"/>
    </radialGradient>
    <linearGradient id="curtain" x1="0" x2="1">
      <stop offset="0" stop-color="#450a0a"/><stop offset="0.5" stop-color="#991b1b"/><stop offset="1" stop-color="#450a0a"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#spot)"/>
  <rect y="${height * 0.82}" width="100%" height="${height * 0.18}" fill="${dark}" opacity="0.85"/>
  ${figures}
  <rect width="${width * 0.12}" height="100%" fill="url(#curtain)"/>
  <rect x="${width * 0.88}" width="${width * 0.12}" height="100%" fill="url(#curtain)"/>
  <rect width="100%" height="${height * 0.08}" fill="url(#curtain)"/>
</svg>`;
}

/** Renders and stores a demo picture through the same pipeline as an upload; returns its URL. */
export async function demoImage(app: FastifyInstance, seed: number, size?: { width: number; height: number }) {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(stageSvg(seed, size?.width, size?.height)))
    .png()
    .toBuffer();
  return storeImageBuffer(app.media, png);
}

export async function demoImages(app: FastifyInstance, seeds: number[]) {
  const urls: string[] = [];
  for (const seed of seeds) urls.push(await demoImage(app, seed));
  return urls;
}
