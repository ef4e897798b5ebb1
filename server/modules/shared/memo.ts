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

/**
 * `memo` for many keys (one product, one language): each key's value is cached for `ttlMs`,
 * at most `maxEntries` of them, the least recently read going first. The same rules as `memo`:
 * failures are not cached, concurrent callers of a key share one load, and `clear()` also drops
 * the loads under way.
 */
export function memoByKey<K, T>(
  options: { ttlMs: number; maxEntries: number; now?: () => number },
  load: (key: K) => Promise<T>,
) {
  const now = options.now ?? Date.now
  // A Map keeps insertion order: re-inserting on a read makes its first key the least recent.
  const values = new Map<K, { data: T; expires: number }>()
  const pending = new Map<K, Promise<T>>()
  let generation = 0

  async function get(key: K): Promise<T> {
    const cached = values.get(key)
    if (cached && cached.expires > now()) {
      values.delete(key)
      values.set(key, cached)
      return cached.data
    }
    const under = pending.get(key)
    if (under) return under
    const started = generation
    const loading = load(key)
      .then((data) => {
        if (started === generation) {
          values.delete(key)
          values.set(key, { data, expires: now() + options.ttlMs })
          while (values.size > options.maxEntries) values.delete(values.keys().next().value as K)
        }
        return data
      })
      .finally(() => {
        if (pending.get(key) === loading) pending.delete(key)
      })
    pending.set(key, loading)
    return loading
  }

  return {
    get,
    /** How many values are kept (tests, the bench). */
    get size() {
      return values.size
    },
    clear() {
      values.clear()
      pending.clear()
      generation++
    },
  }
}
