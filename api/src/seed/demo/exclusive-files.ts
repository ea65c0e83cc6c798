import fs from 'node:fs/promises';
import path from 'node:path';
import { demoAssetsFolder } from '../../core/paths.js';

/** A four-second stage animation (320x180 H.264 MP4, recorded from a canvas): demo video without downloads. */
export const demoVideoPath = path.join(demoAssetsFolder, 'stage-loop.mp4');

export const demoVideo = () => fs.readFile(demoVideoPath);

/** PDF strings escape backslashes and parentheses. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/**
 * A small valid one-page PDF (A5, Helvetica) with a title and lines of text, written by hand:
 * objects, then a cross-reference table whose byte offsets are counted as the file is built.
 */
export function minimalPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F1 16 Tf 40 540 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 10 Tf 0 -28 Td 14 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
