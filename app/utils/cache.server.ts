/**
 * A short-lived in-memory cache of public API answers (page texts, blog, news). Under load most requests for a
 * page then skip the API round trip; the entry expires after `ttlMs`, so staff edits made through another
 * process show within that delay, and the models forget an entry at once when the edit goes through them.
 * Concurrent misses share one call; a failed call is not kept.
 */
export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>
  /** Forgets one entry, or every entry without a key. */
  forget(key?: K): void
}

export function createTtlCache<K, V>(ttlMs: () => number, { maxEntries = 500 } = {}): TtlCache<K, V> {
  const entries = new Map<K, { expires: number; value: Promise<V> }>()
  return {
    get(key, load) {
      const ttl = ttlMs()
      if (ttl <= 0) return load()
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && hit.expires > now) return hit.value
      // A bounded map: visitors choosing ids (blog/123…) cannot grow it without end.
      if (entries.size >= maxEntries) entries.clear()
      const value = load()
      const entry = { expires: now + ttl, value }
      entries.set(key, entry)
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return value
    },
    forget(key) {
      if (key === undefined) entries.clear()
      else entries.delete(key)
    },
  }
}
