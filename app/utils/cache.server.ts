/**
 * A short-lived in-memory cache of public API answers (page texts, blog, news). Under load most requests for a
 * page then skip the API round trip; the entry expires after `ttlMs`, or as soon as the API's content version
 * changes (a staff write anywhere, as the site's server learns it: site-server/content-version.mjs), and the models
 * forget an entry at once when the edit goes through them. Concurrent misses share one call; a failed call is not
 * kept, and while the API fails, the last answer it gave is served instead (decision 0020: never the default texts
 * in place of the school's own when they were known).
 */
export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>
  /** Forgets one entry, or every entry without a key. */
  forget(key?: K): void
}

const CONTENT_VERSION = Symbol.for('school.contentVersion')

/** The API's content version as the site's server last heard it; undefined outside it (tests, development). */
export function currentContentVersion(): string | undefined {
  return (globalThis as Record<symbol, string | undefined>)[CONTENT_VERSION]
}

export function createTtlCache<K, V>(ttlMs: () => number, { maxEntries = 500 } = {}): TtlCache<K, V> {
  const entries = new Map<K, { expires: number; version: string | undefined; value: Promise<V> }>()
  const lastGood = new Map<K, V>()
  return {
    get(key, load) {
      const ttl = ttlMs()
      if (ttl <= 0) return load()
      const now = Date.now()
      const version = currentContentVersion()
      const hit = entries.get(key)
      if (hit && hit.expires > now && hit.version === version) return hit.value
      // Bounded maps: visitors choosing ids (blog/123…) cannot grow them without end.
      if (entries.size >= maxEntries) entries.clear()
      if (lastGood.size >= maxEntries) lastGood.clear()
      const entry = {
        expires: now + ttl,
        version,
        value: load().then(
          (value) => {
            lastGood.set(key, value)
            return value
          },
          (error: unknown) => {
            if (entries.get(key) === entry) entries.delete(key)
            if (lastGood.has(key)) return lastGood.get(key)!
            throw error
          },
        ),
      }
      entries.set(key, entry)
      return entry.value
    },
    forget(key) {
      if (key === undefined) entries.clear()
      else entries.delete(key)
    },
  }
}
