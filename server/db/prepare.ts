import type { FileStore } from '#server/modules/storage/file-store.ts'
import type { Database } from './client.ts'
import { settings } from './schema/index.ts'

/**
 * What a start does before it serves: the committed migrations, then the demo data when the
 * database has none (first start). Under the database's lock, so that app processes starting
 * together on one PostgreSQL apply each migration once and seed once (decision 0031); without
 * it the second one fails on the first migration the other is applying.
 */
export async function prepareDatabase(
  database: Database,
  options: {
    /** Where the seed draws the demo images (the file store); without it none are drawn. */
    files?: FileStore
    /** Called before the demo data is written (main.ts says so on the console). */
    onFirstStart?: () => void
  } = {},
): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate()
    // No settings yet: a first start. The seed (demo images, PDFs) loads only then: kept out
    // of every other start, it keeps their memory down (PERF-5).
    const [anySetting] = await database.db.select({ key: settings.key }).from(settings).limit(1)
    if (!anySetting) {
      options.onFirstStart?.()
      const { seed } = await import('./seed/seed.ts')
      await seed(database, options.files ? { files: options.files } : {})
    }
  })
}
