import type { Config } from '../../config.ts';
import { type FileStorage, LocalFileStorage } from './file-storage.ts';
import { S3FileStorage } from './s3-storage.ts';

/** The S3-compatible store when `S3_BUCKET` is set; otherwise the local folder `DATA_DIR/files`. */
export function createStorage(config: Pick<Config, 's3' | 'filesDir'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.filesDir);
}

export function closeStorage(storage: FileStorage): void {
  if (storage instanceof S3FileStorage) storage.close();
}
