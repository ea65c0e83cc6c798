import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ObjectStore, RangeNotSatisfiable, resolveRange, type WantedRange } from './object-store.js';

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

type S3Sdk = typeof import('@aws-sdk/client-s3');
type Uploads = typeof import('@aws-sdk/lib-storage');

/**
 * Objects in an S3-compatible bucket through the AWS SDK v3: what lets several server processes
 * (each with its own DATA_DIR) share media. The bucket stays private; the server streams objects
 * to visitors (docs/decisions/010-media-through-the-server.md).
 */
export async function s3ObjectStore(settings: S3Settings): Promise<ObjectStore> {
  // Loaded only when a bucket is configured: the SDK costs a site on its folder about 27 MB of
  // memory and 0.1 s at start.
  const sdk = await import('@aws-sdk/client-s3');
  const uploads = await import('@aws-sdk/lib-storage');
  return new S3ObjectStore(settings, sdk, uploads);
}

class S3ObjectStore implements ObjectStore {
  readonly describe: string;
  readonly #client: InstanceType<S3Sdk['S3Client']>;
  readonly #bucket: string;

  constructor(
    settings: S3Settings,
    private readonly sdk: S3Sdk,
    private readonly uploads: Uploads,
  ) {
    this.#client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // The SDK's default checksums (CRC32 trailers on every upload) are not understood by every
      // S3-compatible store; checksums only where the API requires them (DeleteObjects).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.#bucket = settings.bucket;
    this.describe = `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  }

  async put(key: string, body: Readable | Buffer, contentType: string) {
    const upload = new this.uploads.Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE,
      // a failed multipart upload is aborted: no orphaned parts stay billed in the bucket
      leavePartsOnError: false,
    });
    await upload.done();
  }

  putFile(key: string, file: string, contentType: string) {
    return this.put(key, createReadStream(file), contentType);
  }

  async #sizeOf(key: string) {
    const head = await this.#client.send(new this.sdk.HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
    return head.ContentLength ?? 0;
  }

  async open(key: string, wanted?: WantedRange) {
    try {
      // The last n bytes are asked for by position: not every S3-compatible store reads `bytes=-n`.
      const absolute = wanted && 'suffix' in wanted ? resolveRange(wanted, await this.#sizeOf(key)) : wanted;
      const answer = await this.#client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Range: absolute ? rangeHeader(absolute) : undefined,
        }),
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
      if (statusOf(error) === 416) throw new RangeNotSatisfiable(await this.#sizeOf(key));
      throw error;
    }
  }

  async exists(key: string) {
    try {
      await this.#client.send(new this.sdk.HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(keys: readonly string[]) {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const answer = await this.#client.send(
        new this.sdk.DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
      if (failed.length) throw new Error(`could not delete ${failed.map((e) => `${e.Key}: ${e.Code}`).join(', ')}`);
    }
  }

  async *list(prefix: string) {
    const pages = this.sdk.paginateListObjectsV2({ client: this.#client }, { Bucket: this.#bucket, Prefix: prefix });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
    }
  }

  async download(key: string, file: string) {
    const answer = await this.#client.send(new this.sdk.GetObjectCommand({ Bucket: this.#bucket, Key: key }));
    await pipeline(answer.Body as Readable, createWriteStream(file));
  }

  async check() {
    await this.#client.send(new this.sdk.HeadBucketCommand({ Bucket: this.#bucket }));
  }
}
