import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileKind, httpMessages, mediaMessages, UPLOAD_LIMITS, validationMessages } from '@teater/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../core/http-error.js';
import { storeUpload } from './process.js';
import type { MediaStore, Visibility } from './store.js';

/** The size refusal per kind, read when a file is refused (in the current language). */
const tooLarge = (kind: FileKind): string =>
  ({
    image: mediaMessages.imageTooLarge,
    video: mediaMessages.videoTooLarge,
    document: mediaMessages.documentTooLarge,
  })[kind];

export interface MultipartResult {
  fields: Record<string, string>;
  /** stored URLs per input name, in the order sent */
  files: Record<string, string[]>;
  /** every stored URL: removed again if the request fails later */
  stored: string[];
}

/**
 * Reads a multipart body as a stream. `fileKinds` says which input names take which kind of file;
 * other file parts are refused. Each file is size-checked while it streams to a temp file, never
 * held in memory. On any failure the files stored so far are removed.
 */
export async function readMultipart(
  request: FastifyRequest,
  store: MediaStore,
  fileKinds: Record<string, FileKind>,
  visibility: Visibility,
): Promise<MultipartResult> {
  const result: MultipartResult = { fields: {}, files: {}, stored: [] };
  await fs.mkdir(store.tempDir, { recursive: true });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') result.fields[part.fieldname] = part.value;
        continue;
      }
      const kind = fileKinds[part.fieldname];
      if (!kind) {
        part.file.resume();
        throw new HttpError(400, validationMessages.invalid, { [part.fieldname]: httpMessages.unsupportedType });
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      const temp = store.tempPath('upload');
      const limit = UPLOAD_LIMITS[kind];
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > limit) done(new HttpError(413, tooLarge(kind), { [part.fieldname]: tooLarge(kind) }));
          else done(null, chunk);
        },
      });
      const output = createWriteStream(temp);
      try {
        await pipeline(part.file, counter, output);
        if (part.file.truncated) throw new HttpError(413, tooLarge(kind), { [part.fieldname]: tooLarge(kind) });
      } catch (error) {
        // A refused file can stop the pipeline before the temp file is even open: wait for the
        // stream to close, or the file would be created after it was removed.
        if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
        await fs.rm(temp, { force: true });
        throw error;
      }
      if (size === 0) {
        await fs.rm(temp, { force: true });
        continue;
      }
      try {
        const url = await storeUpload(store, temp, kind, visibility);
        result.stored.push(url);
        result.files[part.fieldname] = [...(result.files[part.fieldname] ?? []), url];
      } catch (error) {
        if (error instanceof HttpError && !error.errors) {
          throw new HttpError(error.statusCode, error.message, { [part.fieldname]: error.message });
        }
        throw error;
      }
    }
    return result;
  } catch (error) {
    await Promise.all(result.stored.map((url) => store.remove(url)));
    throw error;
  }
}
