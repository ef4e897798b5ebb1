import type { AppConfig } from '#server/config.ts'
import type { FileStore } from './file-store.ts'
import { createLocalStore } from './local-store.ts'
import { createS3Store } from './s3-store.ts'

/** STORE-1: the store the configuration names — the bucket of S3_BUCKET, else DATA_DIR. */
export function openFileStore(config: Pick<AppConfig, 'dataDir' | 'storage'>): FileStore {
  return config.storage.kind === 's3'
    ? createS3Store(config.storage)
    : createLocalStore(config.dataDir)
}
