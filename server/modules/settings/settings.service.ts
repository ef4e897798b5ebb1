import type { Db } from '#server/db/client.ts'
import { settings } from '#server/db/schema/index.ts'
import { memo } from '#server/modules/shared/memo.ts'
import { type BankAccount, bankAccountOf, defaultSettings, type ShopSettings } from './defaults.ts'

export { type BankAccount, bankAccountOf, defaultSettings, type ShopSettings }

/**
 * The shop's settings, cached 30 s. `update` clears the cache and, through `changed` (the
 * invalidation bus, decision 0025), every other process's cache too.
 */
export function createSettingsService(db: Db, { changed }: { changed?: () => Promise<void> } = {}) {
  const cached = memo(30_000, async (): Promise<ShopSettings> => {
    const rows = await db.select().from(settings)
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]))
    return { ...defaultSettings, ...stored } as ShopSettings
  })

  return {
    get: cached.get,
    async tax(): Promise<number> {
      return (await cached.get()).tax
    },
    async productionDelay(): Promise<number> {
      return (await cached.get()).productionDelay
    },
    async update(values: Partial<ShopSettings>): Promise<void> {
      for (const [key, value] of Object.entries(values)) {
        await db
          .insert(settings)
          .values({ key, value })
          .onConflictDoUpdate({ target: settings.key, set: { value } })
      }
      cached.clear()
      await changed?.()
    },
    /** Another process changed the settings (decision 0025). */
    clearCache: cached.clear,
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
