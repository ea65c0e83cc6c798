import path from 'node:path';
import type { Config } from '../../core/config.js';
import { folderObjectStore } from './folder-store.js';
import type { ObjectStore } from './object-store.js';
import { s3ObjectStore } from './s3-store.js';

/** The object store the configuration names: an S3-compatible bucket with S3_BUCKET, else DATA_DIR/media. */
export async function openObjectStore(config: Config): Promise<ObjectStore> {
  if (config.S3_BUCKET) {
    return s3ObjectStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  const root = path.join(config.dataDir, 'media');
  return folderObjectStore(root, path.join(root, 'tmp', String(process.pid)));
}
