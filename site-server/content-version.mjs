// The School API's content version, as this site process knows it (decision 0020): one long poll to
// `GET /api/content-version?after=…` that the API answers as soon as a staff write changes it, so that every site
// process learns of an edit within milliseconds, without asking at each request. When the API does not answer, the
// version is unknown (null) and `apiDown` says so: the page cache then serves what it has, however old.

/** Where the app's own content cache (app/utils/cache.server.ts) reads the same version. */
const GLOBAL_KEY = Symbol.for('school.contentVersion')
const RETRY_MS = 1000
const POLL_TIMEOUT_MS = 30_000
/** How long a request waits for the API to say its version when this process believes it down. */
const RECHECK_TIMEOUT_MS = 1000

/**
 * @param {string} apiUrl the API's root, e.g. http://127.0.0.1:3001/api
 * @returns {{ current(): string | null, apiDown(): boolean, recheck(): Promise<void>, ready: Promise<void>, stop(): void }}
 */
export function followContentVersion(apiUrl) {
  let version = null
  let down = false
  let stopped = false
  let controller
  let markReady
  const ready = new Promise((resolve) => (markReady = resolve))
  /** Ends the wait before the next try at once (a request found the API answering). */
  let retryNow = () => {}
  /** @type {Promise<void> | null} */
  let rechecking = null

  const publish = (value) => {
    version = value
    globalThis[GLOBAL_KEY] = value ?? undefined
  }

  async function loop() {
    while (!stopped) {
      controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), POLL_TIMEOUT_MS)
      try {
        const query = version && !down ? `?after=${encodeURIComponent(version)}` : ''
        const response = await fetch(`${apiUrl}/content-version${query}`, { signal: controller.signal })
        if (!response.ok) throw new Error(`content-version: ${response.status}`)
        const { version: next } = await response.json()
        down = false
        publish(String(next))
      } catch {
        if (stopped) break
        // No answer: the API is down (or restarting). Pages keep what they have; ask again in a second.
        down = true
        publish(null)
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, RETRY_MS)
          timer.unref()
          retryNow = () => {
            clearTimeout(timer)
            resolve(undefined)
          }
        })
      } finally {
        clearTimeout(timer)
        markReady()
      }
    }
  }
  void loop()

  return {
    current: () => (down ? null : version),
    apiDown: () => down,
    /**
     * Asks the API at once, when this process believes it down: the site may have started before the API listened
     * (then its first pages, rendered without a version, were not stored), or the API may be back before the next
     * try. Concurrent callers share one question.
     */
    recheck() {
      if (!down || stopped) return Promise.resolve()
      rechecking ??= fetch(`${apiUrl}/content-version`, { signal: AbortSignal.timeout(RECHECK_TIMEOUT_MS) })
        .then(async (response) => {
          if (!response.ok) return
          const { version: next } = await response.json()
          down = false
          publish(String(next))
          retryNow()
        })
        .catch(() => {})
        .finally(() => (rechecking = null))
      return rechecking
    },
    ready,
    stop() {
      stopped = true
      controller?.abort()
    },
  }
}
