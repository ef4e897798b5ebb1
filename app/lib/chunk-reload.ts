/** ERR-7: a failed chunk load reloads the page once, guarded for 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const KEY = 'chunk-reload-at'

/** Whether to reload now, given when the last chunk reload happened (ms epoch) if ever. */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

/**
 * After a deployment, an open tab may ask for chunks that no longer exist. Reload once to get
 * the new build; if that does not help within the guard time, let the error show.
 */
export function installChunkReload(storage: Storage = window.sessionStorage) {
  window.addEventListener('vite:preloadError', (event) => {
    const stored = Number(storage.getItem(KEY))
    const now = Date.now()
    if (!shouldReloadForChunk(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return
    event.preventDefault()
    storage.setItem(KEY, String(now))
    window.location.reload()
  })
}
