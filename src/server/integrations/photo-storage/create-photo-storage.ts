import path from 'node:path';

import type { PhotoStorageConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createDatabaseStorage } from './database-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { createS3Storage, parseS3Url } from './s3-storage.ts';

/** The backend the configuration names (PHOTO_STORAGE, S3_URL, DATABASE_URL; see README). */
export function createPhotoStorage(config: PhotoStorageConfig, db: Database): PhotoStorage {
  switch (config.kind) {
    case 'disk':
      return createDiskStorage(path.join(config.dataDir, 'uploads'));
    case 'database':
      return createDatabaseStorage(db);
    case 's3':
      return createS3Storage(parseS3Url(config.url));
  }
}
