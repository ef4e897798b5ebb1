import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { settings } from '#server/db/schema/index.ts'
import { memo } from '#server/modules/shared/memo.ts'
import { defaultSettings, type ShopSettings } from '#core/settings/shop-settings.ts'

/**
 * The shop's settings, cached 30 s. `update` clears the cache and, through `changed` (the
 * invalidation bus, decision 0025), every other process's cache too.
 */
export function createSettingsService(
  db: Db,
  {
    changed,
    defaults = {},
  }: {
    changed?: () => Promise<void>
    /** What the environment sets for values never stored (HOLIDAY_STATE, ORDER_CUTOFF_HOUR). */
    defaults?: Partial<ShopSettings>
  } = {},
) {
  const cached = memo(30_000, async (): Promise<ShopSettings> => {
    // Read as JSON text and parsed once here: Drizzle's jsonb reader parses a stored string
    // again when it looks like JSON, so the postcode "33602" came back as the number 33602.
    const rows = await db
      .select({ key: settings.key, json: sql<string>`${settings.value}::text` })
      .from(settings)
    const stored = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.json) as unknown]))
    return { ...defaultSettings, ...defaults, ...stored } as ShopSettings
  })

  return {
    get: cached.get,
    async tax(): Promise<number> {
      return (await cached.get()).tax
    },
    async productionDelay(): Promise<number> {
      return (await cached.get()).productionDelay
    },
    /**
     * Writes the values in one transaction; `alongside` writes in the same one (the back office's
     * audit entry, STAFF-6). The cache is cleared after the commit.
     */
    async update(
      values: Partial<ShopSettings>,
      alongside?: (tx: Pick<Db, 'insert'>) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [key, value] of Object.entries(values)) {
          await tx
            .insert(settings)
            .values({ key, value })
            .onConflictDoUpdate({ target: settings.key, set: { value } })
        }
        await alongside?.(tx)
      })
      cached.clear()
      await changed?.()
    },
    /** Another process changed the settings (decision 0025). */
    clearCache: cached.clear,
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
