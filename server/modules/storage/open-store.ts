import type { AppConfig } from '#server/config.ts'
import type { FileStore } from './file-store.ts'
import { createLocalStore } from './local-store.ts'
import { createS3Store } from './s3-store.ts'
import { presenceName } from './shared-store.ts'

/** STORE-1: the store the configuration names — the bucket of S3_BUCKET, else DATA_DIR. */
export function openFileStore(config: Pick<AppConfig, 'dataDir' | 'storage'>): FileStore {
  return config.storage.kind === 's3'
    ? createS3Store(config.storage)
    : createLocalStore(config.dataDir)
}

/**
 * STORE-1: what a start does with the store before it serves — opens it, proves that it
 * answers and takes writes, and names its identity for this process's database connections
 * (STORE-4). Throws a StorageError with one clear line when the store cannot be used.
 */
export async function openCheckedStore(config: Pick<AppConfig, 'dataDir' | 'storage'>) {
  const files = openFileStore(config)
  await files.check()
  return { files, applicationName: presenceName(await files.identity()) }
}
