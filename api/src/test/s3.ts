import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own fixed keys: it checks every request's signature against them. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

export interface TestS3 {
  /** the S3_* settings of a bucket on it (created on start) */
  env(bucket: string): Record<string, string>;
  /** a client of its own, to look into a bucket as an operator would */
  client: S3Client;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server on 127.0.0.1 (s3rver: S3's REST API over a temporary folder), with
 * the named buckets. No network beyond this machine, nothing mocked: the server speaks S3 to the
 * AWS SDK as any bucket would.
 */
export async function startS3(buckets: string[]): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: KEYS });
  return {
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    }),
    client,
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
