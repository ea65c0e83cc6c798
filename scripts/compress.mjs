#!/usr/bin/env node
// Pre-compresses the built web app (brotli and gzip beside each file), so the server sends
// compressed assets without compressing on every request (@fastify/static preCompressed).
// Usage: node scripts/compress.mjs [dir]   (default web/dist)
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../web/dist'));
const files = fs
  .readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let before = 0;
let afterBr = 0;
await Promise.all(
  files.map(async (file) => {
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A compressed copy only pays when it is smaller.
    if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
    before += bytes.length;
    afterBr += Math.min(br.length, bytes.length);
  }),
);
console.log(
  `compressed ${files.length} files in ${path.relative(process.cwd(), root) || '.'}: ${(before / 1024).toFixed(0)} KB -> ${(afterBr / 1024).toFixed(0)} KB brotli`,
);
