import { type FileStore, STORE_FOLDERS } from './file-store.ts'

// STORE-5, decision 0042: moving a shop's files from DATA_DIR into a bucket. Every file of the
// shop's folders is copied unless the target already has it with the same size, so a run that
// stopped half-way (or a second run) copies only what is missing. Files stream one by one, a
// few at a time; the source is never changed.

export interface MigrationProgress {
  seen: number
  copied: number
  skipped: number
  failed: number
  bytes: number
}

export async function migrateFiles(
  source: FileStore,
  target: FileStore,
  options: {
    onProgress?: (progress: MigrationProgress) => void
    onFailure?: (key: string, error: unknown) => void
    parallel?: number
  } = {},
): Promise<MigrationProgress> {
  const progress: MigrationProgress = { seen: 0, copied: 0, skipped: 0, failed: 0, bytes: 0 }
  const copyOne = async (key: string, size: number) => {
    try {
      const there = await target.stat(key)
      if (there && there.size === size) {
        progress.skipped++
        return
      }
      const read = await source.read(key)
      // Gone since it was listed (removed by the running shop): nothing to move.
      if (!read) {
        progress.skipped++
        return
      }
      const written = await target.put(key, read.stream, read.contentType)
      progress.copied++
      progress.bytes += written.size
    } catch (error) {
      progress.failed++
      options.onFailure?.(key, error)
    } finally {
      options.onProgress?.(progress)
    }
  }
  const running = new Set<Promise<void>>()
  for (const folder of STORE_FOLDERS) {
    for await (const { key, size } of source.list(`${folder}/`)) {
      progress.seen++
      const job = copyOne(key, size).finally(() => running.delete(job))
      running.add(job)
      if (running.size >= (options.parallel ?? 4)) await Promise.race(running)
    }
  }
  await Promise.all(running)
  return progress
}
