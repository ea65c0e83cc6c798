import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ObjectStore, RangeNotSatisfiable, resolveRange } from './object-store.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** a self-hosted or non-AWS store (MinIO, Garage, Ceph, R2…); AWS itself when absent */
  endpoint?: string;
  /** bucket in the path (`host/bucket/key`), as most self-hosted stores want */
  forcePathStyle: boolean;
  /** without them the SDK's usual chain (environment, instance role) is asked */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Parts of a streamed upload: memory per upload is about PART_SIZE x QUEUE. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE = 2;
/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((error as Error).name) || statusOf(error) === 404;

const rangeHeader = (range: { start: number; end?: number }) => `bytes=${range.start}-${range.end ?? ''}`;

/** `bytes 100-199/5000` -> its parts */
function parseContentRange(header: string | undefined) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

/**
 * Objects in an S3-compatible bucket through the AWS SDK v3: what lets several server processes
 * (each with its own DATA_DIR) share media. The bucket stays private; the server streams objects
 * to visitors (docs/decisions/016-media-through-the-server.md).
 */
export async function s3ObjectStore(settings: S3Settings): Promise<ObjectStore> {
  // Loaded only when a bucket is configured: the SDK costs a site on its folder about 27 MB of
  // memory and 0.1 s at start.
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    paginateListObjectsV2,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default checksums (CRC32 trailers on every upload) are not understood by every
    // S3-compatible store; checksums only where the API requires them (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const upload = async (key: string, body: Readable | Buffer, contentType: string) => {
    const upload = new Upload({
      client,
      params: { Bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE,
      // a failed multipart upload is aborted: no orphaned parts stay billed in the bucket
      leavePartsOnError: false,
    });
    await upload.done();
  };

  async function sizeOf(key: string) {
    const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    return head.ContentLength ?? 0;
  }

  return {
    describe: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    put: upload,
    putFile: (key, file, contentType) => upload(key, createReadStream(file), contentType),
    async open(key, wanted) {
      try {
        // The last n bytes are asked for by position: not every S3-compatible store reads `bytes=-n`.
        const absolute = wanted && 'suffix' in wanted ? resolveRange(wanted, await sizeOf(key)) : wanted;
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: absolute ? rangeHeader(absolute) : undefined }),
        );
        const body = answer.Body as Readable;
        const part = wanted ? parseContentRange(answer.ContentRange) : undefined;
        return {
          body,
          size: part?.size ?? answer.ContentLength ?? 0,
          range: part ? { start: part.start, end: part.end } : undefined,
          etag: answer.ETag ?? '""',
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        if (error instanceof RangeNotSatisfiable) throw error;
        if (statusOf(error) === 416) throw new RangeNotSatisfiable(await sizeOf(key));
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length) throw new Error(`could not delete ${failed.map((e) => `${e.Key}: ${e.Code}`).join(', ')}`);
      }
    },
    async *list(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
      }
    },
    async download(key, file) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      await pipeline(answer.Body as Readable, createWriteStream(file));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
