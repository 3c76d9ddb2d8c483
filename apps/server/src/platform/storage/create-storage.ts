import type { Config } from '@/config';
import { LocalDiskStorage } from './local-disk';
import { createS3Client, S3Storage } from './s3';
import type { Storage } from './storage';

/** S3 when S3_BUCKET is set, else the local disk under DATA_DIR/files. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  if (config.s3) return new S3Storage(createS3Client(config.s3), config.s3.bucket);
  return new LocalDiskStorage(config.dataDir);
}
