/**
 * Caches the result of an async loader for `ttlMs`. A failed load is not cached, and
 * concurrent callers share one load. `clear()` drops the cached value (after a write); a load
 * that was under way when it was called is not kept, since it may have read the old data.
 */
export function memo<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: { data: T; expires: number } | undefined
  let pending: Promise<T> | undefined
  let generation = 0

  async function get(): Promise<T> {
    if (value && value.expires > now()) return value.data
    if (pending) return pending
    const started = generation
    const loading = load()
      .then((data) => {
        if (started === generation) value = { data, expires: now() + ttlMs }
        return data
      })
      .finally(() => {
        if (pending === loading) pending = undefined
      })
    pending = loading
    return loading
  }

  return {
    get,
    clear() {
      value = undefined
      pending = undefined
      generation++
    },
  }
}
