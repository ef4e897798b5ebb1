/**
 * Caches the result of an async loader for `ttlMs`. A failed load is not cached, and
 * concurrent callers share one load. `clear()` drops the cached value (after a write).
 */
export function memo<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: { data: T; expires: number } | undefined
  let pending: Promise<T> | undefined

  async function get(): Promise<T> {
    if (value && value.expires > now()) return value.data
    pending ??= load()
      .then((data) => {
        value = { data, expires: now() + ttlMs }
        return data
      })
      .finally(() => {
        pending = undefined
      })
    return pending
  }

  return {
    get,
    clear() {
      value = undefined
    },
  }
}
