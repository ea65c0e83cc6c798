import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hasBadBytes, settlementMessages as m } from '@teater/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../core/http-error.js';

/** A year of a busy site's transactions is a few tens of megabytes; anything beyond is not a report. */
export const MAX_REPORT_BYTES = 64 * 1024 * 1024;

export interface ReceivedReport {
  /** where the bytes wait while they are read (removed by `discard`) */
  file: string;
  fileName: string | null;
  /** sha-256 of the bytes as uploaded: the same file twice is one import */
  digest: string;
  discard(): Promise<void>;
}

/**
 * Receives the uploaded report (multipart field `file`) onto disk while hashing it, never whole in
 * memory: a NUL byte (a binary file, or one built to break the database) or too many bytes stop it
 * with a 400 or a 413 before anything is read into the books.
 */
export async function receiveReport(request: FastifyRequest): Promise<ReceivedReport> {
  if (!request.isMultipart()) throw badRequest(m.noFile, { file: m.noFile });
  const part = await request.file({ limits: { fileSize: MAX_REPORT_BYTES, files: 1 } });
  if (part?.fieldname !== 'file' || !part.filename) {
    part?.file.resume();
    throw badRequest(m.noFile, { file: m.noFile });
  }
  const file = path.join(os.tmpdir(), `settlement-${randomBytes(8).toString('hex')}.csv`);
  const discard = () => fs.rm(file, { force: true });
  const hash = createHash('sha256');
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.includes(0)) return done(badRequest(m.badBytes, { file: m.badBytes }));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, checked, createWriteStream(file));
    if (part.file.truncated) throw new HttpError(413, m.tooLarge, { file: m.tooLarge });
  } catch (error) {
    part.file.resume();
    await discard();
    throw error;
  }
  const name = part.filename.slice(0, 200);
  return { file, fileName: hasBadBytes(name) ? null : name, digest: hash.digest('hex'), discard };
}
