import type { Readable } from 'node:stream';

/** Bytes `start` to `end` (inclusive) of an object. */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object opened for reading: its bytes (all, or the range asked for) and what is known of it. */
export interface OpenedObject {
  body: Readable;
  /** the whole object's size */
  size: number;
  /** the bytes `body` holds; absent when it holds the whole object */
  range?: ByteRange;
  /** changes whenever the bytes do (quoted, as in an HTTP ETag) */
  etag: string;
  lastModified: Date;
}

/** A range that starts at or beyond the object's end: HTTP 416 with `bytes *\/size`. */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable (size ${size})`);
  }
}

/** A requested range, before the object's size is known: `bytes=a-b`, `bytes=a-` or `bytes=-n`. */
export type WantedRange = { start: number; end?: number } | { suffix: number };

/**
 * Where media bytes live: a folder on this machine, or an S3-compatible bucket that several server
 * processes share. Keys are paths with `/` (`public/i/<id>.webp`, `exclusive/v/<id>.mp4`), the
 * same in both, so a backup made from one restores into the other.
 */
export interface ObjectStore {
  /** for logs and health: where the objects are */
  readonly describe: string;
  /** writes an object from a stream or buffer; it appears whole or not at all */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** stores a local file's bytes under `key`; the file may be moved away (the caller deletes it after) */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** null when there is no such object */
  open(key: string, range?: WantedRange): Promise<OpenedObject | null>;
  exists(key: string): Promise<boolean>;
  /** deletes objects; missing ones are no error */
  delete(keys: readonly string[]): Promise<void>;
  /** every object whose key starts with `prefix`, in key order */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** copies an object into a new local file (a backup's staging folder) */
  download(key: string, file: string): Promise<void>;
  /** checks the store answers (readiness) */
  check(): Promise<void>;
}

/** A WantedRange made concrete for an object of `size` bytes, or RangeNotSatisfiable. */
export function resolveRange(wanted: WantedRange, size: number): ByteRange {
  if ('suffix' in wanted) {
    if (wanted.suffix === 0 || size === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - wanted.suffix), end: size - 1 };
  }
  if (wanted.start >= size) throw new RangeNotSatisfiable(size);
  return { start: wanted.start, end: Math.min(wanted.end ?? size - 1, size - 1) };
}
