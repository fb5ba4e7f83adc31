import { sql } from 'drizzle-orm'
import type { Database } from '../db'
import { HttpError } from '../errors'

export interface Limit {
  /** What is counted, e.g. `login:ip:203.0.113.4` or `login:email:a@b.fr`. */
  key: string
  max: number
  windowSeconds: number
}

/** Set from TEST_RATE_WINDOW_SECONDS (test-only, see config.ts): no window lasts longer. */
let windowCapSeconds = Number.POSITIVE_INFINITY

/** Applies the test-only cap of the configuration to every window of this process (none: the real windows). */
export function capWindowsForTests(seconds: number | undefined): void {
  windowCapSeconds = seconds ?? Number.POSITIVE_INFINITY
}

/** A delay or window of this process: the real one, or at most the test-only cap. */
export function capped(seconds: number): number {
  return Math.min(seconds, windowCapSeconds)
}

/**
 * Counts one more attempt against each limit (fixed windows stored in the database, so every API process
 * shares them) and throws a 429 when one is exceeded.
 */
export async function hit(db: Database, limits: Limit[], message: string): Promise<void> {
  let retryAfter = 0
  for (const { key, max, windowSeconds: realWindow } of limits) {
    const windowSeconds = capped(realWindow)
    const result = (await db.execute(sql`
      INSERT INTO rate_limit (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limit.count + 1 END,
        window_start = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limit.window_start END
      RETURNING count, window_start`)) as unknown as { rows: { count: number; window_start: string | Date }[] }
    const row = result.rows[0]
    if (row && Number(row.count) > max) {
      const ends = new Date(row.window_start).getTime() + windowSeconds * 1000
      retryAfter = Math.max(retryAfter, Math.ceil((ends - Date.now()) / 1000))
    }
  }
  if (retryAfter > 0) {
    throw new HttpError(429, `${message} Réessayez dans ${formatWait(retryAfter)}.`, { 'retry-after': String(retryAfter) })
  }
}

/** Forgets the counters of a key (a successful login clears the failures of its address). */
export async function clear(db: Database, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit WHERE key = ${key}`)
}

export function formatWait(seconds: number): string {
  // Up to a minute in seconds: the 60-second resend delay of the account mails counts down in seconds.
  if (seconds <= 60) return `${seconds}\u00a0seconde${seconds > 1 ? 's' : ''}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes}\u00a0minute${minutes > 1 ? 's' : ''}`
}

/**
 * Test-only (TEST_RATE_WINDOW_SECONDS, see routes/rate-windows.ts): every window and delay of the limits as if
 * `seconds` had passed, by moving their stored starts back. The counting above is the production one, untouched.
 */
export async function advanceWindowsForTests(db: Database, seconds: number): Promise<void> {
  await db.execute(sql`UPDATE rate_limit SET window_start = window_start - make_interval(secs => ${seconds})`)
}
