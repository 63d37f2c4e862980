import path from 'node:path';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage, type S3Settings } from './s3-storage';

export type StorageSettings = { dataDir: string; s3: S3Settings | undefined };

/** S3 when a bucket is configured (several machines share it), else the embedded default: `DATA_DIR/files`. */
export function createStorage(settings: StorageSettings): FileStorage {
  return settings.s3 ? createS3Storage(settings.s3) : createDiskStorage(path.join(settings.dataDir, 'files'));
}
