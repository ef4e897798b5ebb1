import { inactiveReason } from '#core/content/redirects.ts'
import type { Db } from '#server/db/client.ts'
import { redirections } from '#server/db/schema/index.ts'
import { memo } from '#server/modules/shared/memo.ts'

export interface Redirection {
  from: string
  to: string
}

/** ROUTE-4: the redirection list is cached for 100 seconds, then fetched again. */
export const REDIRECTION_CACHE_MS = 100_000

// SEC-11 (decision 0037): only rules that may act are read into the list; a stored rule from a
// path the shop serves, or to another site but not saved by the owner, is left out (the back
// office shows it with its reason).

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export function createRedirectionsService(
  db: Db,
  options: { onError?: (error: unknown) => void } = {},
) {
  const list = memo(REDIRECTION_CACHE_MS, async (): Promise<Map<string, string>> => {
    const rows = await db.select().from(redirections)
    const acting = rows.filter(
      (row) =>
        inactiveReason({ from: row.fromPath, to: row.toPath, savedByRole: row.savedByRole }) ===
        null,
    )
    return new Map(acting.map((row) => [normalize(row.fromPath), row.toPath]))
  })

  return {
    async all(): Promise<Redirection[]> {
      const map = await list.get()
      return [...map].map(([from, to]) => ({ from, to }))
    },

    /**
     * The target for a path, ignoring a trailing slash (ROUTE-4). A failing fetch counts as
     * an empty list (ROUTE-4), so the shop keeps serving pages while the database hiccups.
     */
    async match(path: string): Promise<string | undefined> {
      try {
        return (await list.get()).get(normalize(path))
      } catch (error) {
        options.onError?.(error)
        return undefined
      }
    },

    clearCache: list.clear,
  }
}

export type RedirectionsService = ReturnType<typeof createRedirectionsService>
